import { randomBytes } from 'node:crypto';
import { sql, type ExpressionBuilder } from 'kysely';
import type { Db } from '../db/database';
import { prepared } from '../db/preparedStatements';
import type { Database } from '../db/schema';
import type { Clock } from '../time/clock';

export interface SessionState {
  id: string;
  userId: number | null;
  csrfToken: string;
  /** The user's characters when the session was read: ownership checks cost no statement of their own. */
  characterIds: readonly number[];
  /** Set when an API token, not a browser session, authenticated the request: what it may do. */
  token?: { id: number; abilities: readonly string[] };
}

/** A user's characters changed (one deleted): every server process forgets the user's cached sessions. */
const SESSIONS_CHANGED = 'SessionsChanged';
/** Sessions ended (a logout, a sign-in replacing its session, a password changed): every server process forgets them. */
const SESSIONS_ENDED = 'SessionsEnded';

/** What a SessionsEnded notice names: one session, or a user's sessions but one. */
type EndedSessions = { id: string } | { userId: number; keep?: string };

/** The notices the server processes exchange (the realtime broadcaster's, handed in by app.ts: realtime imports http, not the other way). */
interface ServerNotices {
  notifyServers(notice: string, detail?: string): Promise<void>;
  onServerNotice(notice: string, listener: (detail: string) => void): () => void;
}

export interface ClientInfo {
  ip: string;
  userAgent: string | undefined;
}

// Sliding expiry is refreshed at most this often, so reads don't write on every request.
const TOUCH_INTERVAL_MS = 5 * 60_000;
// A session read is reused this long (never past its expiry): every API call needs one, and a
// database round trip per call halves throughput; a player's calls come seconds apart, so a
// shorter reuse would miss nearly every time (issue 40: at 30 s, one statement in twelve of the
// players bench was a session read). Ending a session drops it at once here and, through the
// fan-out's server notices, in every other server process; were the notice lost (Redis down),
// another process would honour an ended session for at most this long. A character made a moment
// ago is found by a fresh read on a miss (actingCharacter.ts).
const CACHE_TTL_MS = 120_000;
const CACHE_MAX_ENTRIES = 10_000;

/**
 * The ids of the characters of the user in `userColumn`, as a select of `character_ids` (never
 * null): ownership checks read them with the session or token, in the same statement.
 */
export function ownedCharacterIds(userColumn: 'sessions.user_id' | 'personal_access_tokens.user_id') {
  return (eb: ExpressionBuilder<Database, 'sessions' | 'personal_access_tokens'>) =>
    eb.fn
      .coalesce(
        eb.selectFrom('characters').select((inner) => sql<number[]>`array_agg(${inner.ref('characters.id')})`.as('ids')).whereRef('characters.user_id', '=', userColumn),
        sql<number[]>`'{}'::int[]`,
      )
      .as('character_ids');
}

/** A SessionsEnded notice's detail, or null when it is not one. */
function parseEnded(detail: string): EndedSessions | null {
  try {
    const parsed = JSON.parse(detail) as Partial<{ id: unknown; userId: unknown; keep: unknown }> | null;
    if (typeof parsed?.id === 'string') return { id: parsed.id };
    if (typeof parsed?.userId === 'number') return typeof parsed.keep === 'string' ? { userId: parsed.userId, keep: parsed.keep } : { userId: parsed.userId };
  } catch {
    // not JSON: not a notice this store can read
  }
  return null;
}

export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

/** Sessions kept in PostgreSQL, so any server process can serve any request. */
export class SessionStore {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly lifetimeMinutes: number,
  ) {}

  private expiry(): Date {
    return new Date(this.clock.now().getTime() + this.lifetimeMinutes * 60_000);
  }

  private readonly cache = new Map<string, { session: SessionState; until: number; expiresAt: Date }>();
  private notices: ServerNotices | null = null;

  /** Hears the other server processes' `charactersChanged` (and tells them this one's). */
  shareThrough(notices: ServerNotices): void {
    notices.onServerNotice(SESSIONS_CHANGED, (detail) => this.forgetUser(Number(detail)));
    notices.onServerNotice(SESSIONS_ENDED, (detail) => this.forgetEnded(parseEnded(detail)));
    this.notices = notices;
  }

  /** Forgets sessions ended here, and tells the other server processes to. */
  private ended(sessions: EndedSessions): void {
    this.forgetEnded(sessions);
    void this.notices?.notifyServers(SESSIONS_ENDED, JSON.stringify(sessions));
  }

  /** Forgets ended sessions (null: a notice that could not be read, so every session, the safe side). */
  private forgetEnded(ended: EndedSessions | null): void {
    this.forgotten += 1;
    this.loading.clear();
    if (ended && 'id' in ended) this.cache.delete(ended.id);
    else if (ended) this.forgetUser(ended.userId, ended.keep);
    else this.cache.clear();
  }

  /**
   * The characters of `userId` changed (one was deleted): every cached session of the user is
   * forgotten here at once and in the other server processes as the notice reaches them, so no
   * other session of the account acts for a character that is gone.
   */
  charactersChanged(userId: number): void {
    this.forgetUser(userId);
    void this.notices?.notifyServers(SESSIONS_CHANGED, String(userId));
  }

  private forgetUser(userId: number, keep?: string): void {
    this.forgotten += 1;
    this.loading.clear();
    for (const [id, cached] of this.cache) if (cached.session.userId === userId && id !== keep) this.cache.delete(id);
  }

  /** Counts forgettings (sessions ended, characters changed): a read that overlapped one is not cached. */
  private forgotten = 0;
  /** Reads in flight, by session id: a page's first requests, sent together, share one. */
  private readonly loading = new Map<string, Promise<{ session: SessionState; expiresAt: Date } | null>>();

  /** The live session with this id, or null when it is unknown or expired. */
  async find(id: string, { fresh = false } = {}): Promise<SessionState | null> {
    const cached = fresh ? undefined : this.cache.get(id);
    if (cached && cached.until > Date.now() && cached.expiresAt > this.clock.now()) return cached.session;
    const inFlight = fresh ? undefined : this.loading.get(id);
    if (inFlight) return (await inFlight)?.session ?? null;
    const reading = this.load(id);
    this.loading.set(id, reading);
    const forgotten = this.forgotten;
    const loaded = await reading.finally(() => {
      if (this.loading.get(id) === reading) this.loading.delete(id);
    });
    if (this.cache.size >= CACHE_MAX_ENTRIES) this.cache.clear();
    // A session ended while it was being read is not kept: its read may predate the end.
    if (loaded && forgotten === this.forgotten) this.cache.set(id, { session: loaded.session, until: Date.now() + CACHE_TTL_MS, expiresAt: loaded.expiresAt });
    else this.cache.delete(id);
    return loaded?.session ?? null;
  }

  private async load(id: string): Promise<{ session: SessionState; expiresAt: Date } | null> {
    const now = this.clock.now();
    const row = await prepared(
      this.db
        .selectFrom('sessions')
        .select(['id', 'user_id', 'csrf_token', 'last_seen_at', 'expires_at'])
        .select(ownedCharacterIds('sessions.user_id'))
        .where('id', '=', id)
        .where('expires_at', '>', now),
    ).executeTakeFirst();
    if (!row) return null;
    let expiresAt = row.expires_at;
    if (now.getTime() - row.last_seen_at.getTime() > TOUCH_INTERVAL_MS) {
      expiresAt = this.expiry();
      await this.db.updateTable('sessions').set({ last_seen_at: now, expires_at: expiresAt }).where('id', '=', id).execute();
    }
    return { session: { id: row.id, userId: row.user_id, csrfToken: row.csrf_token, characterIds: row.character_ids.map(Number) }, expiresAt };
  }

  /** A new session with a fresh id and CSRF token; the old one (if any) is destroyed. */
  async create(userId: number | null, client: ClientInfo, replacing?: string, pendingUserId?: number): Promise<SessionState> {
    const session: SessionState = { id: randomToken(), userId, csrfToken: randomToken(24), characterIds: [] };
    const now = this.clock.now();
    await this.db.transaction().execute(async (trx) => {
      if (replacing) {
        this.ended({ id: replacing });
        await trx.deleteFrom('sessions').where('id', '=', replacing).execute();
      }
      await trx
        .insertInto('sessions')
        .values({
          id: session.id,
          user_id: userId,
          csrf_token: session.csrfToken,
          ip_address: client.ip,
          user_agent: client.userAgent?.slice(0, 500) ?? null,
          created_at: now,
          last_seen_at: now,
          expires_at: this.expiry(),
          pending_user_id: pendingUserId ?? null,
        })
        .execute();
    });
    return session;
  }

  /** Ends a session (logout): its row goes, and every server process forgets it at once. */
  async destroy(id: string): Promise<void> {
    this.ended({ id });
    await this.db.deleteFrom('sessions').where('id', '=', id).execute();
  }

  /**
   * Ends every session of `userId` but `keep` (a password changed or reset, other devices
   * logged out); returns how many ended. Every server process forgets them at once.
   */
  async destroyForUser(userId: number, keep?: string): Promise<number> {
    this.ended(keep === undefined ? { userId } : { userId, keep });
    let query = this.db.deleteFrom('sessions').where('user_id', '=', userId);
    if (keep) query = query.where('id', '<>', keep);
    return Number((await query.executeTakeFirst()).numDeletedRows);
  }

  /** Removes sessions past their expiry; returns how many. */
  async prune(): Promise<number> {
    return pruneExpiredSessions(this.db, this.clock.now());
  }
}

/** Deletes the sessions expired at `now` (the galaxy clock does this every tick); returns how many. */
export async function pruneExpiredSessions(db: Db, now: Date): Promise<number> {
  const result = await db.deleteFrom('sessions').where('expires_at', '<=', now).executeTakeFirst();
  return Number(result.numDeletedRows);
}
