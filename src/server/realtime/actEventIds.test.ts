import { describe, expect, it } from 'vitest';
import { characterChannelWireName } from '../../shared/api/broadcasting';
import { ActEventIds, nextEventId, withEventId } from './actEventIds';

describe('the events an act queued', () => {
  it('go to the one act in flight for their character, and to no other', () => {
    const acts = new ActEventIds();
    const mine = acts.begin(7);
    const other = acts.begin(8);
    acts.note(characterChannelWireName(7), 'a.1');
    acts.note('presence-party.3', 'a.2');
    acts.note(characterChannelWireName(7), 'a.3');
    expect(mine.end()).toEqual(['a.1', 'a.3']);
    expect(other.end()).toEqual([]);
    // Once the act has answered, a later event is nobody's own.
    const next = acts.begin(7);
    expect(next.end()).toEqual([]);
  });

  it('are claimed by neither of two acts of one character in flight at once (two tabs): both refresh on the echo', () => {
    const acts = new ActEventIds();
    const first = acts.begin(7);
    const second = acts.begin(7);
    acts.note(characterChannelWireName(7), 'a.1');
    expect(first.end()).toEqual([]);
    acts.note(characterChannelWireName(7), 'a.2');
    expect(second.end()).toEqual(['a.2']);
  });

  it('put the id in an object payload only', () => {
    const id = nextEventId();
    expect(nextEventId()).not.toBe(id);
    expect(withEventId({ ship_id: 3 }, id)).toEqual({ ship_id: 3, event_id: id });
    expect(withEventId('text', id)).toBe('text');
    expect(withEventId({ ship_id: 3 }, undefined)).toEqual({ ship_id: 3 });
  });
});
