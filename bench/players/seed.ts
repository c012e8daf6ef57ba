import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { SeededPlayer } from './protocol';

const SESSION_COOKIE = 'starlane_session';

/**
 * Player i's own source address on the loopback network (127.0.0.0/8 is all this machine's): the
 * players come from as many IPs as there are players, as real players do, so the per-IP rate
 * limits count each player alone and no counter row is shared by the whole bench. 63,750 players at most.
 */
export function playerAddress(index: number): string {
  const high = Math.floor(index / 250);
  if (high > 254) throw new Error(`no loopback address for player ${index}`);
  return `127.10.${high}.${(index % 250) + 1}`;
}

/** Runs `work` over `items`, `width` at a time. */
async function inParallel<T>(items: readonly T[], width: number, work: (item: T, index: number) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < items.length) {
        const index = next++;
        await work(items[index]!, index);
      }
    }),
  );
}

/**
 * `count` signed-in players, player i on server i mod the servers. The bench-only shortcut: the
 * accounts and their sessions are written by SQL (a sign-up hashes a password with argon2, about
 * 50 ms of CPU each, which would turn a 10,000-player run into minutes of sign-ups and measure
 * nothing the players do); each character is then made through `POST /api/characters` as a player
 * makes one, and given credits enough for the whole run (fuel and trades never run out).
 */
export async function seedPlayers(databaseUrl: string, baseUrls: readonly string[], socketUrls: readonly string[], count: number): Promise<SeededPlayer[]> {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    const run = randomBytes(3).toString('hex');
    const users = await db.query<{ id: number }>(
      `INSERT INTO users (name, email, password_hash, email_verified_at)
       SELECT 'Bench ' || n, 'bench-' || $1 || '-' || n || '@example.com', 'bench: no password', now() FROM generate_series(1, $2::int) AS n
       RETURNING id`,
      [run, count],
    );
    const sessions = users.rows.map((user, i) => ({ userId: user.id, id: randomBytes(24).toString('base64url'), csrf: randomBytes(24).toString('base64url'), address: playerAddress(i) }));
    await db.query(
      `INSERT INTO sessions (id, user_id, csrf_token, ip_address, user_agent, expires_at)
       SELECT s.id, s.user_id, s.csrf, s.address, 'bench:players', now() + interval '1 day'
       FROM unnest($1::text[], $2::int[], $3::text[], $4::text[]) AS s(id, user_id, csrf, address)`,
      [sessions.map((s) => s.id), sessions.map((s) => s.userId), sessions.map((s) => s.csrf), sessions.map((s) => s.address)],
    );
    const players: SeededPlayer[] = new Array<SeededPlayer>(count);
    await inParallel(sessions, 8, async (session, i) => {
      const baseUrl = baseUrls[i % baseUrls.length]!;
      const cookie = `${SESSION_COOKIE}=${session.id}`;
      const response = await fetch(`${baseUrl}/api/characters`, {
        method: 'POST',
        headers: { cookie, 'x-csrf-token': session.csrf, 'x-api-version': '1', accept: 'application/json', 'content-type': 'application/json' },
        body: JSON.stringify({ name: `Pilot ${run} ${i}` }),
      });
      if (response.status !== 201) throw new Error(`character ${i}: ${response.status} ${await response.text()}`);
      const { id } = (await response.json()) as { id: number };
      players[i] = { characterId: id, cookie, csrfToken: session.csrf, baseUrl, socketUrl: socketUrls[i % socketUrls.length]!, address: session.address };
    });
    const ids = players.map((p) => p.characterId);
    await db.query('UPDATE characters SET credits = 1000000000 WHERE id = ANY($1::int[])', [ids]);
    return players;
  } finally {
    await db.end();
  }
}

/** The pids of the PostgreSQL backends serving `databaseUrl`'s database (for their CPU). */
export async function backendPids(databaseUrl: string): Promise<number[]> {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    const rows = await db.query<{ pid: number }>('SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()');
    return rows.rows.map((row) => row.pid);
  } finally {
    await db.end();
  }
}
