import { describe, expect, it } from 'vitest';
import { freePlaces, inviteIdProblem, isPartyLeader, JOIN_CODE_ALPHABET, joinCodeProblem, makeJoinCode, maxMembersProblem, normalizeJoinCode } from './partyRules';

describe('party rules', () => {
  it('makes 8-character join codes from the readable alphabet', () => {
    let n = 0;
    const code = makeJoinCode(() => (n++ % 10) / 10);
    expect(code).toHaveLength(8);
    expect([...code].every((c) => JOIN_CODE_ALPHABET.includes(c))).toBe(true);
    expect(normalizeJoinCode('  abcd2345 ')).toBe('ABCD2345');
  });

  it('shows leader actions only to the leader', () => {
    expect(isPartyLeader({ leader_id: 4 }, 4)).toBe(true);
    expect(isPartyLeader({ leader_id: 4 }, 5)).toBe(false);
    expect(isPartyLeader(null, 4)).toBe(false);
    expect(isPartyLeader({ leader_id: 4 }, null)).toBe(false);
  });

  it('checks max members between 2 and 100', () => {
    expect(maxMembersProblem('20')).toBeNull();
    expect(maxMembersProblem('2')).toBeNull();
    expect(maxMembersProblem('100')).toBeNull();
    expect(maxMembersProblem('1')).toBe('Max members must be between 2 and 100.');
    expect(maxMembersProblem('101')).toBe('Max members must be between 2 and 100.');
    expect(maxMembersProblem('')).toBe('Max members must be a whole number.');
    expect(maxMembersProblem('2.5')).toBe('Max members must be a whole number.');
  });

  it('needs a numeric character id to invite and a join code to join', () => {
    expect(inviteIdProblem('12')).toBeNull();
    expect(inviteIdProblem(' ')).toBe('Enter a character id.');
    expect(inviteIdProblem('abc')).toBe('The character id must be a number.');
    expect(joinCodeProblem('')).toBe('Enter a join code.');
    expect(joinCodeProblem('ABCD2345')).toBeNull();
  });

  it('counts free places', () => {
    expect(freePlaces({ max_members: 5 }, 2)).toBe(3);
    expect(freePlaces({ max_members: 2 }, 3)).toBe(0);
  });
});
