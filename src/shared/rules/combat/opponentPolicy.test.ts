import { describe, expect, it } from 'vitest';
import { opponentProfile } from './enemyProfile';
import { chooseOpponentMove, type PolicyView } from './opponentPolicy';

const profile = opponentProfile('pirate', 6, 6);
const view: PolicyView = {
  kind: 'pirate',
  self: { health: 140, action: 100, mind: 100 },
  selfMax: { health: 140, action: 100, mind: 100 },
  defendedLastTurn: false,
  player: { health: 100, action: 100, mind: 100 },
  playerCeiling: { health: 100, action: 100, mind: 100 },
  abilities: profile.abilities,
  baseHitChance: 0.7,
  averageDamage: 12,
};

describe('chooseOpponentMove', () => {
  it('uses the move with the most expected damage when healthy (a sure 1.4× over a wild 1.5×)', () => {
    const move = chooseOpponentMove(view);
    expect(move).toEqual({ action: 'attack', ability: expect.objectContaining({ name: 'stun_grenade' }) });
  });

  it('goes for the pool that can finish the player', () => {
    const move = chooseOpponentMove({ ...view, player: { health: 100, action: 100, mind: 8 } });
    expect(move).toEqual({ action: 'attack', ability: expect.objectContaining({ targetPool: 'mind' }) });
  });

  it('skips what it cannot afford, and guards when nothing is affordable', () => {
    const tired = chooseOpponentMove({ ...view, self: { health: 140, action: 11, mind: 100 }, selfMax: { ...view.selfMax, action: 40 } });
    expect(tired).toEqual({ action: 'attack', ability: expect.objectContaining({ name: 'boarding_cutlass' }) });
    expect(chooseOpponentMove({ ...view, self: { health: 140, action: 3, mind: 100 }, defendedLastTurn: true })).toEqual({ action: 'defend' });
  });

  it('guards when a pool is critical, but not twice running', () => {
    const hurt = { ...view, self: { health: 30, action: 100, mind: 100 } };
    expect(chooseOpponentMove(hurt)).toEqual({ action: 'defend' });
    expect(chooseOpponentMove({ ...hurt, defendedLastTurn: true }).action).toBe('attack');
  });

  it('a pirate flees below 15 % health; a beast fights on', () => {
    const beaten = { ...view, self: { health: 20, action: 100, mind: 100 } };
    expect(chooseOpponentMove(beaten)).toEqual({ action: 'flee' });
    expect(chooseOpponentMove({ ...beaten, kind: 'beast' }).action).not.toBe('flee');
  });

  it('decides the same way for the same view (no dice)', () => {
    expect(chooseOpponentMove(view)).toEqual(chooseOpponentMove(view));
  });
});
