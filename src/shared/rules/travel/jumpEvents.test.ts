import { describe, expect, it } from 'vitest';
import { journeySeed, jumpEventChance, rollJumpEvents, scheduleEvents } from './jumpEvents';

describe('random events per jump', () => {
  it('strike with danger × 3 % per jump', () => {
    expect(jumpEventChance(1)).toBeCloseTo(0.03);
    expect(jumpEventChance(10)).toBeCloseTo(0.3);
    expect(jumpEventChance(0)).toBe(0);
  });

  it('are reproducible from the seed', () => {
    const seed = journeySeed(7, 1_000);
    expect(rollJumpEvents(seed, [10, 10, 10, 10])).toEqual(rollJumpEvents(seed, [10, 10, 10, 10]));
  });

  it('come at about the stated rate over many jumps', () => {
    const jumps = Array.from({ length: 20_000 }, () => 5);
    const rate = rollJumpEvents('rate', jumps).length / jumps.length;
    expect(rate).toBeGreaterThan(0.13);
    expect(rate).toBeLessThan(0.17);
  });

  it('never strike in a system of danger 0', () => {
    expect(rollJumpEvents('calm', [0, 0, 0])).toEqual([]);
  });

  it('strike halfway through their jump, the earliest first', () => {
    const schedule = scheduleEvents([{ jump: 1, kind: 'pirates' }, { jump: 0, kind: 'ion_storm' }], [10_000, 20_000]);
    // 30 s in all: jump 0's midpoint leaves 25 s, jump 1's leaves 10 s.
    expect(schedule).toEqual([
      { jump: 0, kind: 'ion_storm', remaining_ms: 25_000 },
      { jump: 1, kind: 'pirates', remaining_ms: 10_000 },
    ]);
  });
});
