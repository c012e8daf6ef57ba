import path from 'node:path';
import { z } from 'zod';
import type { RateLimitName } from '../shared/api/route';
import { DEFAULT_DATABASE_LIMITS, type DatabaseLimits } from './db/database';

const booleanFlag = z
  .enum(['1', '0', 'true', 'false', 'yes', 'no', ''])
  .transform((value) => value === '1' || value === 'true' || value === 'yes');

/** Every environment variable the server reads, parsed once at start-up; bad values fail loudly. */
const environment = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  HOST: z.string().default('127.0.0.1'),
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  DATABASE_URL: z.url().optional(),
  STORAGE_DIR: z.string().default('storage'),
  GALAXY_SEED: z.string().min(1).default('starlane'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: booleanFlag.default(false),
  SECURE_COOKIES: booleanFlag.optional(),
  BODY_LIMIT_BYTES: z.coerce.number().int().min(1024).default(64 * 1024),
  SESSION_LIFETIME_MINUTES: z.coerce.number().int().min(1).default(60 * 24 * 14),
  SKIP_CLIENT_BUILD: booleanFlag.default(false),
  // Realtime: Laravel's names for the Pusher app; unset, development credentials are kept under storage/.
  PUSHER_APP_ID: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/).optional(),
  PUSHER_APP_KEY: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/).optional(),
  PUSHER_APP_SECRET: z.string().min(16).optional(),
  // Set, realtime events fan out over Redis pub/sub to every server process.
  REDIS_URL: z.url().optional(),
  // Comma-separated extra origins allowed to open the WebSocket (the page's own origin always is).
  REALTIME_ALLOWED_ORIGINS: z.string().default(''),
  // Seconds between ticks of the galaxy clock (market drift, arrivals, contracts).
  GALAXY_TICK_SECONDS: z.coerce.number().min(0.1).max(3600).default(60),
  // NPC traders, pirates and patrols on the galaxy clock (issue 39); off by default in unit and
  // integration tests, whose markets must only move by what the test does.
  GALAXY_TRAFFIC: booleanFlag.optional(),
  // Real time per game time of journeys: 1 in play, e.g. 0.01 in browser tests so a jump takes seconds.
  TRAVEL_TIME_SCALE: z.coerce.number().positive().max(100).default(1),
  // Rate limits: requests per account and per IP address in each window (GET /api/meta/limits).
  RATE_LIMIT_WINDOW_SECONDS: z.coerce.number().int().min(1).max(3600).default(60),
  RATE_LIMIT_TRADING_PER_ACCOUNT: z.coerce.number().int().min(1).default(300),
  RATE_LIMIT_TRADING_PER_IP: z.coerce.number().int().min(1).default(1200),
  RATE_LIMIT_TRAVEL_PER_ACCOUNT: z.coerce.number().int().min(1).default(60),
  RATE_LIMIT_TRAVEL_PER_IP: z.coerce.number().int().min(1).default(240),
  // Accounts: where links in mail point, what signs them, and how mail leaves (issue 20).
  APP_URL: z.url().optional(),
  APP_KEY: z.string().min(32).optional(),
  // Comma-separated e-mails whose accounts are admins once their address is verified (issue 21).
  ADMIN_EMAILS: z.string().default(''),
  SMTP_URL: z.url().optional(),
  MAIL_FROM: z.string().min(3).default('Starlane <no-reply@starlane.localhost>'),
  MAILBOX_PAGE: booleanFlag.optional(),
  RATE_LIMIT_CHAT_PER_ACCOUNT: z.coerce.number().int().min(1).default(30),
  RATE_LIMIT_CHAT_PER_IP: z.coerce.number().int().min(1).default(120),
  // The database's pool and every wait on it (issue 34): past a budget, a request gets 503.
  DATABASE_POOL_SIZE: z.coerce.number().int().min(2).max(500).default(DEFAULT_DATABASE_LIMITS.poolSize),
  DATABASE_CHECKOUT_TIMEOUT_MS: z.coerce.number().int().min(50).max(60_000).default(DEFAULT_DATABASE_LIMITS.checkoutTimeoutMs),
  DATABASE_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(50).max(600_000).default(DEFAULT_DATABASE_LIMITS.statementTimeoutMs),
  DATABASE_LOCK_TIMEOUT_MS: z.coerce.number().int().min(50).max(600_000).default(DEFAULT_DATABASE_LIMITS.lockTimeoutMs),
  DATABASE_TRANSACTION_GUARD: booleanFlag.optional(),
  DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS: z.coerce.number().int().min(100).max(3_600_000).default(DEFAULT_DATABASE_LIMITS.idleInTransactionTimeoutMs),
});

/** One rate limit: requests allowed per account and per IP address in a window. */
export interface RateLimitRule {
  perAccount: number;
  perIp: number;
}

export type Config = {
  env: 'development' | 'production' | 'test';
  host: string;
  port: number;
  databaseUrl: string | undefined;
  databaseLimits: DatabaseLimits;
  storageDir: string;
  galaxySeed: string;
  logLevel: string;
  trustProxy: boolean;
  secureCookies: boolean;
  bodyLimitBytes: number;
  sessionLifetimeMinutes: number;
  skipClientBuild: boolean;
  /** Undefined until main.ts loads or creates the development credentials; tests get throw-away ones. */
  pusher: PusherCredentials | undefined;
  redisUrl: string | undefined;
  realtimeAllowedOrigins: string[];
  galaxyTickMs: number;
  /** Whether the galaxy clock runs the living galaxy's traffic. */
  galaxyTraffic: boolean;
  travelTimeScale: number;
  rateLimits: Record<RateLimitName, RateLimitRule>;
  rateLimitWindowSeconds: number;
  mail: MailConfig;
  /** Signs verification links and seals two-factor secrets; derived from the realtime secret when unset. */
  appKey: string | undefined;
  /** Lower-cased: a verified account with one of these e-mails is an admin. */
  adminEmails: string[];
};

/** How mail leaves and where its links point. */
export interface MailConfig {
  /** The site's address as players reach it: links in mail start with it. */
  appUrl: string;
  /** SMTP server (`smtp://user:pass@host:587`, `smtps://…`); unset, mail is written under `storage/mail`. */
  smtpUrl: string | undefined;
  from: string;
  /** Lists the mail written to `storage/mail` at `/dev/mailbox` (on outside production unless said). */
  mailboxPage: boolean;
}

/** The Pusher app: the id names it in the events API, the key is public, the secret signs. */
export interface PusherCredentials {
  appId: string;
  key: string;
  secret: string;
}

function pusherCredentials(env: z.infer<typeof environment>): PusherCredentials | undefined {
  const { PUSHER_APP_ID: appId, PUSHER_APP_KEY: key, PUSHER_APP_SECRET: secret } = env;
  if (appId === undefined && key === undefined && secret === undefined) return undefined;
  if (appId === undefined || key === undefined || secret === undefined) {
    throw new Error('Invalid environment:\n  PUSHER_APP_ID, PUSHER_APP_KEY and PUSHER_APP_SECRET must be set together');
  }
  return { appId, key, secret };
}

export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  const parsed = environment.safeParse(source);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid environment:\n  ${problems.join('\n  ')}`);
  }
  const env = parsed.data;
  return {
    env: env.NODE_ENV,
    host: env.HOST,
    port: env.PORT,
    databaseUrl: env.DATABASE_URL,
    databaseLimits: {
      poolSize: env.DATABASE_POOL_SIZE,
      checkoutTimeoutMs: env.DATABASE_CHECKOUT_TIMEOUT_MS,
      statementTimeoutMs: env.DATABASE_STATEMENT_TIMEOUT_MS,
      lockTimeoutMs: env.DATABASE_LOCK_TIMEOUT_MS,
      idleInTransactionTimeoutMs: env.DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS,
      guardTransactions: env.DATABASE_TRANSACTION_GUARD ?? env.NODE_ENV !== 'production',
    },
    storageDir: path.resolve(env.STORAGE_DIR),
    galaxySeed: env.GALAXY_SEED,
    logLevel: env.LOG_LEVEL,
    trustProxy: env.TRUST_PROXY,
    secureCookies: env.SECURE_COOKIES ?? false,
    bodyLimitBytes: env.BODY_LIMIT_BYTES,
    sessionLifetimeMinutes: env.SESSION_LIFETIME_MINUTES,
    skipClientBuild: env.SKIP_CLIENT_BUILD,
    pusher: pusherCredentials(env),
    redisUrl: env.REDIS_URL,
    realtimeAllowedOrigins: env.REALTIME_ALLOWED_ORIGINS.split(',').map((origin) => origin.trim()).filter(Boolean),
    galaxyTickMs: Math.round(env.GALAXY_TICK_SECONDS * 1000),
    galaxyTraffic: env.GALAXY_TRAFFIC ?? env.NODE_ENV !== 'test',
    travelTimeScale: env.TRAVEL_TIME_SCALE,
    rateLimits: {
      trading: { perAccount: env.RATE_LIMIT_TRADING_PER_ACCOUNT, perIp: env.RATE_LIMIT_TRADING_PER_IP },
      travel: { perAccount: env.RATE_LIMIT_TRAVEL_PER_ACCOUNT, perIp: env.RATE_LIMIT_TRAVEL_PER_IP },
      chat: { perAccount: env.RATE_LIMIT_CHAT_PER_ACCOUNT, perIp: env.RATE_LIMIT_CHAT_PER_IP },
    },
    rateLimitWindowSeconds: env.RATE_LIMIT_WINDOW_SECONDS,
    mail: {
      appUrl: (env.APP_URL ?? `http://${env.HOST === '0.0.0.0' ? '127.0.0.1' : env.HOST}:${env.PORT}`).replace(/\/+$/, ''),
      smtpUrl: env.SMTP_URL,
      from: env.MAIL_FROM,
      mailboxPage: env.MAILBOX_PAGE ?? env.NODE_ENV !== 'production',
    },
    appKey: env.APP_KEY,
    adminEmails: env.ADMIN_EMAILS.split(',').map((email) => email.trim().toLowerCase()).filter(Boolean),
  };
}

/** Rate limits no suite or benchmark reaches: they trade and travel flat out from one address. */
export const UNREACHED_RATE_LIMITS: Config['rateLimits'] = {
  trading: { perAccount: 1_000_000_000, perIp: 1_000_000_000 },
  travel: { perAccount: 1_000_000_000, perIp: 1_000_000_000 },
  chat: { perAccount: 1_000_000_000, perIp: 1_000_000_000 },
};

/**
 * A config for tests and benchmarks: production behaviour, quiet logs, and rate limits still
 * counted but out of reach (the rate limit tests set their own).
 */
export function testConfig(overrides: Partial<Config> = {}): Config {
  return { ...loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' }), rateLimits: UNREACHED_RATE_LIMITS, ...overrides };
}
