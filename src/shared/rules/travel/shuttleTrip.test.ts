import { describe, expect, it } from 'vitest';
import { shuttleTrip } from './shuttleTrip';

describe('shuttle trips', () => {
  it('hops between settlements of one planet in 6 minutes for 75 cr', () => {
    expect(shuttleTrip({ planetId: 1, orbitIndex: 0, locationId: 1 }, { planetId: 1, orbitIndex: 0, locationId: 2 })).toEqual({ minutes: 6, cost: 75 });
  });

  it('flies to another planet for longer and dearer the more orbits apart', () => {
    expect(shuttleTrip({ planetId: 1, orbitIndex: 0, locationId: 1 }, { planetId: 2, orbitIndex: 1, locationId: 3 })).toEqual({ minutes: 15, cost: 225 });
    expect(shuttleTrip({ planetId: 4, orbitIndex: 3, locationId: 7 }, { planetId: 1, orbitIndex: 0, locationId: 1 })).toEqual({ minutes: 25, cost: 375 });
  });
});
