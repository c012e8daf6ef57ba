import { createHash } from 'node:crypto';
import { sql, type Expression } from 'kysely';
import type pg from 'pg';

/**
 * Named prepared statements. A named statement is parsed and planned once per connection instead
 * of on every call: for the game's short statements planning (0.1 to 0.6 ms) often costs more than
 * executing them, and on the players bench PostgreSQL spent a third as long planning as executing
 * (issue 40). Every statement the process sends repeatedly is therefore named: a text marked with
 * `prepared()` from its first send, any other single statement once it has been sent
 * `SENDS_BEFORE_NAMING` times, up to `MAX_NAMED_TEXTS` texts a process (each connection keeps a
 * plan per name it ran). A shape sent once or twice (an admin's read, an IN list of an unusual
 * length) stays unnamed, so connections keep only the hot shapes.
 */
const MARK = '/* starlane:prepared */';
const mark = sql.raw(MARK);

/** The same mark for a raw `sql` statement: put `${preparedStatement}` at its end. */
export const preparedStatement = mark;

/** Marks a query (any builder with `modifyEnd`) to run as a named prepared statement from its first send. */
export function prepared<Query extends { modifyEnd(modifier: Expression<unknown>): Query }>(query: Query): Query {
  return query.modifyEnd(mark);
}

/** Sends of an unmarked text before it is named. */
export const SENDS_BEFORE_NAMING = 3;
/** Texts a process names at most. */
export const MAX_NAMED_TEXTS = 400;
/** Unmarked texts counted and not named yet, forgotten (all at once) past this many. */
const MAX_COUNTED_TEXTS = 5_000;
/** What may be named: one data statement (transaction control and the rest are sent as they come). */
const NAMEABLE = /^\s*(select|insert|update|delete|with)\b/i;

/** Which texts run as named statements, and their names: one per process, shared by its connections. */
export class StatementNames {
  private readonly names = new Map<string, string>();
  private readonly sends = new Map<string, number>();

  /** The name `text` runs under, or undefined while it runs unnamed. */
  nameFor(text: string): string | undefined {
    const name = this.names.get(text);
    if (name !== undefined) return name;
    if (this.names.size >= MAX_NAMED_TEXTS) return undefined;
    if (!text.includes(MARK)) {
      if (!NAMEABLE.test(text)) return undefined;
      const sent = (this.sends.get(text) ?? 0) + 1;
      if (sent < SENDS_BEFORE_NAMING) {
        if (this.sends.size >= MAX_COUNTED_TEXTS) this.sends.clear();
        this.sends.set(text, sent);
        return undefined;
      }
      this.sends.delete(text);
    }
    const named = `starlane_${createHash('sha1').update(text).digest('hex').slice(0, 20)}`;
    this.names.set(text, named);
    return named;
  }

  get namedCount(): number {
    return this.names.size;
  }
}

type Query = (...args: unknown[]) => unknown;

/**
 * Makes the pool's connections run the texts `names` names as named statements (node-postgres
 * `{ name, text, values }`); everything else goes through unchanged. Kysely calls
 * `client.query(text, values)`, the one shape rewritten here.
 */
export function namePreparedStatements(pool: pg.Pool, names = new StatementNames()): StatementNames {
  pool.on('connect', (client) => {
    const query = client.query.bind(client) as Query;
    (client as unknown as { query: Query }).query = (...args: unknown[]) => {
      const [text, values] = args;
      if (args.length === 2 && typeof text === 'string' && Array.isArray(values)) {
        const name = names.nameFor(text);
        if (name !== undefined) return query({ name, text, values });
      }
      return query(...args);
    };
  });
  return names;
}
