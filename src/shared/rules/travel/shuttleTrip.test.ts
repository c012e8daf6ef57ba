import { describe, expect, it } from 'vitest';
import { shuttleTrip } from './shuttleTrip';

describe('shuttle trips', () => {
  it('hops between settlements of one planet in 45 minutes for 75 cr', () => {
    expect(shuttleTrip({ planetId: 1, orbitIndex: 0, locationId: 1 }, { planetId: 1, orbitIndex: 0, locationId: 2 })).toEqual({ minutes: 45, cost: 75 });
  });

  it('flies to another planet for longer and dearer the more orbits apart', () => {
    expect(shuttleTrip({ planetId: 1, orbitIndex: 0, locationId: 1 }, { planetId: 2, orbitIndex: 1, locationId: 3 })).toEqual({ minutes: 135, cost: 225 });
    expect(shuttleTrip({ planetId: 4, orbitIndex: 3, locationId: 7 }, { planetId: 1, orbitIndex: 0, locationId: 1 })).toEqual({ minutes: 225, cost: 375 });
  });
});
