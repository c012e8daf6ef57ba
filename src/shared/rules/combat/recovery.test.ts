import { describe, expect, it } from 'vitest';
import { createRandom } from '../seededRandom';
import { seededLevel } from './enemyProfile';
import { recoverFatigue, recoverPool } from './recovery';
import { lootDrops } from './rewards';

describe('recovery', () => {
  it('heals wounds first and fills to max minus the wounds left', () => {
    expect(recoverPool({ current: 0, max: 100, wounds: 10 }, 1)).toEqual({ current: 10, wounds: 9 });
    expect(recoverPool({ current: 85, max: 100, wounds: 10 }, 1)).toEqual({ current: 91, wounds: 9 });
    expect(recoverPool({ current: 0, max: 100, wounds: 0 }, 30)).toEqual({ current: 100, wounds: 0 });
    expect(recoverFatigue(5, 10)).toBe(0);
  });

  it('a buffed rate fills the pool that many times faster, never slower than rest', () => {
    expect(recoverPool({ current: 0, max: 100, wounds: 0 }, 1, 2)).toEqual({ current: 20, wounds: 0 });
    expect(recoverPool({ current: 0, max: 100, wounds: 0 }, 1, 2.4)).toEqual({ current: 24, wounds: 0 });
    expect(recoverPool({ current: 90, max: 100, wounds: 0 }, 1, 3)).toEqual({ current: 100, wounds: 0 });
    expect(recoverPool({ current: 0, max: 100, wounds: 0 }, 1, 0.5)).toEqual({ current: 10, wounds: 0 });
  });
});

describe('enemy levels and loot', () => {
  it('follow the danger', () => {
    expect(seededLevel(1, 'beast')).toBe(1);
    expect(seededLevel(5, 'soldier')).toBe(11);
    expect(seededLevel(3, 'pirate')).toBe(3);
  });

  it('drops always at 100 %, by the dice below', () => {
    const table = [{ chance_percent: 100 }, { chance_percent: 1 }];
    const drops = lootDrops(table, createRandom(7));
    expect(drops).toContain(table[0]);
  });
});
