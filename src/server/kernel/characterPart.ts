import type { RawBuilder } from 'kysely';

/**
 * A domain's contribution to the Character: a correlated SQL expression over the character row
 * (aliased `c`) that yields one JSON value, and how the Character shows that value. Every part
 * is a column of the one statement that reads a character, so a new domain adds a fragment,
 * never a query (issue 13: the Character in one round trip).
 */
export interface CharacterPart<Raw, Value> {
  /** The fragment, evaluated per character row `c`; `now` is the read's clock time. */
  sql(now: Date): RawBuilder<Raw>;
  /** The Character's value from what the fragment returned. */
  present(raw: Raw): Value;
}
