import { describe, expect, it } from 'vitest';
import { dangerBySystem, systemDanger } from './systemDanger';
import type { NpcShip } from './trafficTypes';

const ship = (kind: NpcShip['kind'], at: number, strength: number, route: number[] = []): NpcShip => ({ id: at * 10 + strength, kind, at, route, flown: 0, speed: 5, hold: 0, credits: 0, cargo: null, strength, rest: 0 });

describe('systemDanger', () => {
  it('adds a point per pirate, takes two per patrol ship and adds the events, within 1-10', () => {
    expect(systemDanger(3, 0, 0, 0)).toBe(3);
    expect(systemDanger(3, 2, 0, 0)).toBe(5);
    expect(systemDanger(3, 2, 1, 0)).toBe(3);
    expect(systemDanger(3, 0, 0, 3)).toBe(6);
    expect(systemDanger(9, 3, 0, 3)).toBe(10);
    expect(systemDanger(1, 0, 2, -1)).toBe(1);
  });

  it('counts only docked pirates and patrols, and running events', () => {
    const ships = [ship('pirate', 1, 3), ship('pirate', 2, 2, [1]), ship('patrol', 2, 1), ship('trader', 1, 1)];
    const events = [{ id: 1, kind: 'blockade' as const, systemId: 2, commodityId: null, startMinute: 0, endMinute: 100 }];
    const danger = dangerBySystem([{ id: 1, baseDanger: 2 }, { id: 2, baseDanger: 5 }], ships, events, 50);
    expect(danger.get(1)).toBe(5);
    expect(danger.get(2)).toBe(6);
    expect(dangerBySystem([{ id: 2, baseDanger: 5 }], ships, events, 100).get(2)).toBe(3);
  });
});
