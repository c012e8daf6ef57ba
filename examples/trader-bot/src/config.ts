/** What the bot needs to know, read from the environment (see the README). */
export interface BotConfig {
  /** The game server, e.g. http://localhost:8080 (its page and realtime WebSocket). */
  url: string;
  /**
   * Where the API calls go, when not to `url`: a proxy in front of the server, e.g. Stoplight
   * Prism's validating proxy (see the README). The realtime connection still goes to `url`.
   */
  apiUrl?: string;
  /** The `fetch` the API calls use (a program can watch or log them); the global one by default. */
  fetch?: (request: Request) => Promise<Response>;
  /** A personal API token with the read, trade and travel abilities. */
  token: string;
  /** The character to trade as; without one, the account's first character. */
  characterId?: number;
  /** How many trade legs (buy here, fly, sell there) to make. */
  trades: number;
  /** The server's realtime key; without one the bot reads it from the game's page, or polls alone. */
  pusherKey?: string;
}

function positiveInteger(name: string, value: string | undefined): number | undefined {
  if (value === undefined || value === '') return undefined;
  const number = Number(value);
  if (!Number.isInteger(number) || number < 1) throw new Error(`${name} must be a whole number above 0, not "${value}"`);
  return number;
}

export function configFromEnv(env: NodeJS.ProcessEnv = process.env): BotConfig {
  const url = env.STARLANE_URL;
  const token = env.STARLANE_TOKEN;
  if (!url) throw new Error('Set STARLANE_URL to your server, e.g. http://localhost:8080');
  if (!token) throw new Error('Set STARLANE_TOKEN to a personal API token (read, trade and travel)');
  return {
    url: url.replace(/\/+$/, ''),
    apiUrl: env.STARLANE_API_URL ? env.STARLANE_API_URL.replace(/\/+$/, '') : undefined,
    token,
    characterId: positiveInteger('STARLANE_CHARACTER_ID', env.STARLANE_CHARACTER_ID),
    trades: positiveInteger('BOT_TRADES', env.BOT_TRADES) ?? 3,
    pusherKey: env.STARLANE_PUSHER_KEY || undefined,
  };
}
