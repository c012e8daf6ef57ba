import { describe, expect, it } from 'vitest';
import { characterEventChanges, characterEvents } from './broadcasting';
import { CHARACTER_PARTS, QUERY_ROOTS, characterPartFields } from './changes';
import { character } from './characters';
import { routeTable } from './routeTable';

const mutating = Object.entries(routeTable).flatMap(([domain, entries]) =>
  Object.entries(entries)
    .filter(([, entry]) => entry.method !== 'GET')
    .map(([name, entry]) => ({ name: `${domain}.${name}`, changes: 'changes' in entry ? entry.changes : undefined })),
);

describe('what a call changes', () => {
  it('every route that changes something names what it changes', () => {
    expect(mutating.length).toBeGreaterThan(100);
    expect(mutating.filter((entry) => entry.changes === undefined).map((entry) => entry.name)).toEqual([]);
  });

  it('every character event names what it changes, in the same vocabulary', () => {
    for (const event of characterEvents) {
      const changes = characterEventChanges[event];
      expect(changes, event).toBeDefined();
      for (const root of changes.queries) expect(QUERY_ROOTS).toContain(root);
      for (const part of changes.character ?? []) expect(CHARACTER_PARTS).toContain(part);
    }
  });

  it('the character parts cover every field of the Character exactly once', () => {
    const named = Object.values(characterPartFields).flat() as string[];
    expect([...named].sort()).toEqual(Object.keys(character.shape).sort());
  });
});
