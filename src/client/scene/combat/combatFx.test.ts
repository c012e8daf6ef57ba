import { afterEach, describe, expect, it } from 'vitest';
import { hitAt, latestHitSeq, pushCombatHit, resetCombatFx } from './combatFx';

afterEach(resetCombatFx);

describe('combat effects ring', () => {
  it('hands the scene each hit in order by sequence number', () => {
    pushCombatHit('opponent', 12.4, false);
    pushCombatHit('player', 0, true);
    expect(latestHitSeq()).toBe(2);
    expect(hitAt(1)).toMatchObject({ target: 'opponent', amount: 12, missed: false });
    expect(hitAt(2)).toMatchObject({ target: 'player', amount: 0, missed: true });
  });

  it('drops hits the ring has moved past instead of showing a wrong one', () => {
    for (let i = 1; i <= 9; i++) pushCombatHit('opponent', i, false);
    expect(hitAt(1)).toBeNull();
    expect(hitAt(9)?.amount).toBe(9);
  });

  it('never shows negative damage', () => {
    pushCombatHit('player', -5, false);
    expect(hitAt(1)?.amount).toBe(0);
  });
});
