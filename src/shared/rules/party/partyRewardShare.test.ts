import { describe, expect, it } from 'vitest';
import { splitPartyReward } from './partyRewardShare';

describe('splitPartyReward', () => {
  it('leaves a lone completer the whole reward', () => {
    expect(splitPartyReward(1234, [])).toEqual({ completer: 1234, shares: [] });
  });

  it('gives the completer two parts and each member one', () => {
    expect(splitPartyReward(1000, [7, 9])).toEqual({ completer: 500, shares: [{ id: 7, amount: 250 }, { id: 9, amount: 250 }] });
  });

  it('gives the rounding remainder to the completer, so the parts add up to the reward', () => {
    const split = splitPartyReward(1001, [3, 4, 5]);
    expect(split.shares.map((s) => s.amount)).toEqual([200, 200, 200]);
    expect(split.completer).toBe(401);
    expect(split.completer + split.shares.reduce((sum, s) => sum + s.amount, 0)).toBe(1001);
  });

  it('pays members nothing when the reward is too small to split', () => {
    expect(splitPartyReward(2, [3, 4])).toEqual({ completer: 2, shares: [{ id: 3, amount: 0 }, { id: 4, amount: 0 }] });
  });

  it('refuses a fractional or negative reward', () => {
    expect(() => splitPartyReward(10.5, [1])).toThrow();
    expect(() => splitPartyReward(-1, [1])).toThrow();
  });
});
