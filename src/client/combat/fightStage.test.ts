import { describe, expect, it } from 'vitest';
import { groundStage, opponentShape } from './fightStage';

describe('the fight’s stage', () => {
  it('draws each kind in its own silhouette, and every opponent in orbit as a ship', () => {
    expect(opponentShape({ kind: 'beast', arena: 'ground' })).toBe('beast');
    expect(opponentShape({ kind: 'droid', arena: 'ground' })).toBe('droid');
    expect(opponentShape({ kind: 'pirate', arena: 'ground' })).toBe('raider');
    expect(opponentShape({ kind: 'soldier', arena: 'ground' })).toBe('soldier');
    expect(opponentShape({ kind: 'npc', arena: 'ground' })).toBe('humanoid');
    expect(opponentShape({ kind: 'pirate', arena: 'orbit' })).toBe('ship');
  });

  it('meets a desert beast on the dunes, not on the city’s pad; an NPC of the place on the pad', () => {
    expect(groundStage('enemy', 'desert')).toBe('dunes');
    expect(groundStage('enemy', 'ice')).toBe('ice');
    expect(groundStage('enemy', 'jungle')).toBe('forest');
    expect(groundStage('enemy', 'volcanic')).toBe('lava');
    expect(groundStage('enemy', 'barren')).toBe('rocks');
    expect(groundStage('npc', 'desert')).toBe('city');
    expect(groundStage('enemy', 'gas giant')).toBe('city');
    expect(groundStage('enemy', null)).toBe('city');
  });
});
