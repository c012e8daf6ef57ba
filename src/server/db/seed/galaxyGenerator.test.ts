import { describe, expect, it } from 'vitest';
import { generateGalaxy } from './galaxyGenerator';

describe('generateGalaxy', () => {
  it('is deterministic for a seed and different for another', () => {
    expect(generateGalaxy('alpha')).toEqual(generateGalaxy('alpha'));
    expect(generateGalaxy('alpha').systems[0]?.name).not.toEqual(generateGalaxy('beta').systems[0]?.name);
  });

  it('makes 24 uniquely named systems within the rules, one of them the start', () => {
    const { systems, lanes } = generateGalaxy('starlane');
    expect(systems).toHaveLength(24);
    expect(new Set(systems.map((s) => s.name)).size).toBe(24);
    for (const system of systems) {
      expect(system.dangerLevel).toBeGreaterThanOrEqual(1);
      expect(system.dangerLevel).toBeLessThanOrEqual(10);
      expect(system.fuelCost).toBeGreaterThan(0);
      expect(system.planets.length).toBeGreaterThanOrEqual(1);
      expect(system.planets.length).toBeLessThanOrEqual(5);
      for (const planet of system.planets) {
        for (const district of planet.districts) {
          for (const location of district.locations) {
            expect(location.places.map((p) => p.type)).toEqual(expect.arrayContaining(['shuttleport', 'market']));
          }
        }
      }
    }
    const starts = systems.filter((s) => s.isStarting);
    expect(starts).toHaveLength(1);
    expect(starts[0]?.dangerLevel).toBe(Math.min(...systems.map((s) => s.dangerLevel)));
    expect(lanes.length).toBeGreaterThanOrEqual(23);
  });

  it('gives every location of the starting system a cantina, after its shuttleport', () => {
    for (const seed of ['starlane', 'alpha', 'beta']) {
      const start = generateGalaxy(seed).systems.find((s) => s.isStarting);
      const locations = start?.planets.flatMap((p) => p.districts.flatMap((d) => d.locations)) ?? [];
      expect(locations.length).toBeGreaterThan(0);
      for (const location of locations) {
        expect(location.places[0]?.type).toBe('shuttleport');
        expect(location.places.filter((p) => p.type === 'cantina')).toHaveLength(1);
      }
    }
  });

  it('places as many systems as asked for', () => {
    expect(generateGalaxy('big', 200).systems).toHaveLength(200);
  });
});
