import { describe, expect, it } from 'vitest';
import { AUTO_PAUSED_CRITICAL, nextAutoMove, queuedLabel } from './autoAttack';

const fresh = { current: 100, max: 100, wounds: 0 };
const pools = (action: number) => ({ player: { health: 100, action, mind: 100 } });

describe('nextAutoMove', () => {
  it('attacks while the action pool pays for a blow, guards to catch breath when it does not', () => {
    expect(nextAutoMove(pools(60), fresh, true)).toEqual({ play: { action: 'attack' } });
    expect(nextAutoMove(pools(5), fresh, true)).toEqual({ play: { action: 'defend' } });
  });

  it('hands the fight back when health turns critical, unless it already was when the player turned it on', () => {
    const hurt = { current: 20, max: 100, wounds: 0 };
    expect(nextAutoMove(pools(60), hurt, true)).toEqual({ stop: AUTO_PAUSED_CRITICAL });
    expect(nextAutoMove(pools(60), hurt, false)).toEqual({ play: { action: 'attack' } });
    // Critical counts against max less wounds: 20 of a 60 ceiling is not critical.
    expect(nextAutoMove(pools(60), { current: 20, max: 100, wounds: 40 }, true)).toEqual({ play: { action: 'attack' } });
  });
});

describe('queuedLabel', () => {
  const names = { abilities: new Map([['aimed_shot', 'Aimed Shot']]), items: new Map([[7, 'Stim Pack']]) };
  it('names the queued move as the buttons do', () => {
    expect(queuedLabel({ action: 'use_ability', ability_name: 'aimed_shot' }, names)).toBe('Aimed Shot');
    expect(queuedLabel({ action: 'use_item', item_id: 7 }, names)).toBe('Use Stim Pack');
    expect(queuedLabel({ action: 'use_ability', ability_name: 'strike', posture: 'prone' }, names)).toBe('Reposition');
    expect(queuedLabel({ action: 'defend' }, names)).toBe('Defend');
  });
});
