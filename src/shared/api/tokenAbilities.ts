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

/**
 * The channel authorisation pusher-js calls (`broadcastingPaths.channelAuth`, written out: this
 * file stays free of the realtime contract): a token of any ability may subscribe its own
 * characters' channels, as their owner's session may, so a bot hears its private channel.
 */
const CHANNEL_AUTH_PATH = '/broadcasting/auth';

/**
 * Only the game API (and channel authorisation) takes tokens: the account pages (passwords,
 * tokens) need a browser session.
 */
export function takesApiTokens(path: string): boolean {
  return path.startsWith('/api/') || path.split('?')[0] === CHANNEL_AUTH_PATH;
}

/**
 * The ability a bearer token needs for `entry`: the one its entry names, else `read` for a read
 * and `manage` for a write (the widest, so a new write is never open to a narrower token by mistake).
 */
export function requiredAbility(entry: Pick<RouteEntry, 'method' | 'ability'>): TokenAbility {
  return entry.ability ?? (entry.method === 'GET' ? 'read' : 'manage');
}
