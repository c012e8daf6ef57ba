import type { RouteEntry } from './route';

/** What an API token may be allowed to do; each route of the table needs exactly one. */
export const TOKEN_ABILITIES = ['read', 'trade', 'travel', 'manage'] as const;
export type TokenAbility = (typeof TOKEN_ABILITIES)[number];

/** What each ability lets a token do, as the token manager shows it. */
export const TOKEN_ABILITY_DESCRIPTIONS: Record<TokenAbility, string> = {
  read: 'Read characters, ships, markets, contracts and journeys',
  trade: 'Buy and sell commodities, accept and complete contracts',
  travel: 'Start journeys, refuel and answer travel events',
  manage: 'Create and rename characters, buy and outfit ships, learn skills, equip items, parties, guilds and chat',
};

// Posts that only read (a price comparison) need no more than a read.
const READING_POSTS = new Set(['/api/market/compare']);
const TRADE_PATHS = ['/api/market/', '/api/commodities', '/api/trade/', '/api/trading-contracts'];
const TRAVEL_PATHS = ['/api/travel/', '/api/ship/refuel'];

/**
 * The ability a bearer token needs for `entry`: reads need `read`; writes need `trade` or
 * `travel` by what they move (their rate limit says so where they have one), else `manage`.
 */
export function requiredAbility(entry: Pick<RouteEntry, 'method' | 'path' | 'rateLimit'>): TokenAbility {
  if (entry.method === 'GET' || READING_POSTS.has(entry.path)) return 'read';
  if (entry.rateLimit === 'trading' || TRADE_PATHS.some((prefix) => entry.path.startsWith(prefix))) return 'trade';
  if (entry.rateLimit === 'travel' || TRAVEL_PATHS.some((prefix) => entry.path.startsWith(prefix))) return 'travel';
  return 'manage';
}
