import { describe, expect, it } from 'vitest';
import { MAX_NAMED_TEXTS, SENDS_BEFORE_NAMING, StatementNames } from './preparedStatements';

const marked = 'select "id" from "characters" where "id" = $1 /* starlane:prepared */';
const plain = 'select "name" from "ships" where "id" = $1';

/** Sends `text` `times` times and returns the name of each send. */
function send(names: StatementNames, text: string, times: number): Array<string | undefined> {
  return Array.from({ length: times }, () => names.nameFor(text));
}

describe('StatementNames', () => {
  it('names a marked text from its first send', () => {
    const names = new StatementNames();
    expect(names.nameFor(marked)).toMatch(/^starlane_[0-9a-f]{20}$/);
  });

  it('names an unmarked data statement once it has been sent SENDS_BEFORE_NAMING times, under one name from then on', () => {
    const names = new StatementNames();
    const sent = send(names, plain, SENDS_BEFORE_NAMING + 2);
    expect(sent.slice(0, SENDS_BEFORE_NAMING - 1)).toEqual(Array(SENDS_BEFORE_NAMING - 1).fill(undefined));
    const named = sent.slice(SENDS_BEFORE_NAMING - 1);
    expect(named[0]).toMatch(/^starlane_/);
    expect(new Set(named).size).toBe(1);
  });

  it('gives two texts two names and the same text the same name in another process', () => {
    const first = new StatementNames();
    const second = new StatementNames();
    expect(first.nameFor(marked)).toBe(second.nameFor(marked));
    expect(first.nameFor(marked)).not.toBe(send(first, plain, SENDS_BEFORE_NAMING).at(-1));
  });

  it('never names transaction control or other commands', () => {
    const names = new StatementNames();
    for (const text of ['begin', 'commit', 'rollback', 'savepoint s1', 'set local lock_timeout = 100']) {
      expect(send(names, text, SENDS_BEFORE_NAMING * 2), text).toEqual(Array(SENDS_BEFORE_NAMING * 2).fill(undefined));
    }
    expect(send(names, '  WITH moved AS (update "x" set "y" = 1) select 1', SENDS_BEFORE_NAMING).at(-1)).toMatch(/^starlane_/);
  });

  it('names at most MAX_NAMED_TEXTS texts; the texts named keep their names', () => {
    const names = new StatementNames();
    const first = names.nameFor(marked);
    for (let i = 0; names.namedCount < MAX_NAMED_TEXTS; i += 1) names.nameFor(`select ${i} /* starlane:prepared */`);
    expect(names.nameFor('select 1, 2 /* starlane:prepared */')).toBeUndefined();
    expect(send(names, plain, SENDS_BEFORE_NAMING * 2)).toEqual(Array(SENDS_BEFORE_NAMING * 2).fill(undefined));
    expect(names.nameFor(marked)).toBe(first);
  });
});
