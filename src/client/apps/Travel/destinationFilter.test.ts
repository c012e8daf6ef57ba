import { describe, expect, it } from 'vitest';
import type { TravelDestination } from '../../../shared/api';
import { commodityChoices, filterDestinations, NO_DESTINATION_FILTERS } from './destinationFilter';

function system(id: number, name: string, extra: Partial<TravelDestination> = {}): TravelDestination {
  return {
    id, name, display_name: `${name} System`, x: 0, y: 0, commodities: [], danger_level: 1, fuel_cost: 1, description: '',
    is_starting: false, planets: [], distance: id * 10, jumps: 1, direct: true, is_current: false, ...extra,
  };
}

const list = [
  system(3, 'Corvus', { danger_level: 7, commodities: [{ id: 2, name: 'Spice' }] }),
  system(1, 'Altair', { is_current: true, distance: null, jumps: null }),
  system(2, 'Bellatrix', { danger_level: 3, commodities: [{ id: 1, name: 'Ore' }, { id: 2, name: 'Spice' }] }),
];

describe('destination filters', () => {
  it('lists the nearest first and the current system last', () => {
    expect(filterDestinations(list, NO_DESTINATION_FILTERS).map((d) => d.name)).toEqual(['Bellatrix', 'Corvus', 'Altair']);
  });

  it('searches names case-insensitively', () => {
    expect(filterDestinations(list, { ...NO_DESTINATION_FILTERS, search: 'BELL' }).map((d) => d.name)).toEqual(['Bellatrix']);
    expect(filterDestinations(list, { ...NO_DESTINATION_FILTERS, search: 'system' })).toHaveLength(3);
  });

  it('filters by commodity and by danger level', () => {
    expect(filterDestinations(list, { ...NO_DESTINATION_FILTERS, commodity: '2' }).map((d) => d.name)).toEqual(['Bellatrix', 'Corvus']);
    expect(filterDestinations(list, { ...NO_DESTINATION_FILTERS, danger: '7' }).map((d) => d.name)).toEqual(['Corvus']);
    expect(filterDestinations(list, { search: 'x', commodity: '1', danger: '3' }).map((d) => d.name)).toEqual(['Bellatrix']);
  });

  it('offers each traded commodity once, by name', () => {
    expect(commodityChoices(list)).toEqual([{ id: 1, name: 'Ore' }, { id: 2, name: 'Spice' }]);
  });
});
