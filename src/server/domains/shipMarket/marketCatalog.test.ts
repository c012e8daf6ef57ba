import { describe, expect, it } from 'vitest';
import { marketListQuery, type ShipForSale } from '../../../shared/api';
import { marketFilters, pageOfShips } from './marketCatalog';

function offer(name: string, size: ShipForSale['size_class'], price: number, manufacturer = 'Helios'): ShipForSale {
  return {
    id: price,
    name,
    manufacturer,
    size_class: size,
    description: '',
    lore_description: '',
    base_price: price,
    market_price: price - 100,
    discount_percentage: 1,
    daily_maintenance: 10,
    availability_level: 50,
    is_rare: false,
    stats: { speed: 1, capacity: 1, max_fuel: 1, fuel_efficiency: 1, max_durability: 1, damage: 0 },
    marketplace_data: { reliability_rating: 5, fuel_efficiency_rating: 5, cargo_rating: 5, combat_rating: 5, recommended_for: [] },
  };
}

const offers = [
  offer('Mule', 'medium', 40_000, 'Corellia'),
  offer('Atlas', 'large', 115_000, 'Titan'),
  offer('Kestrel', 'small', 12_000, 'Corellia'),
  offer('Leviathan', 'capital', 320_000, 'Titan'),
  offer('Sparrow', 'small', 18_000),
  offer('Vanguard', 'medium', 58_000),
  offer('Horizon', 'large', 152_000),
];
const query = (q: Record<string, unknown> = {}) => marketListQuery.parse(q);

describe('pageOfShips', () => {
  it('sorts by name ascending on page 1 by default, six to a page', () => {
    const page = pageOfShips(offers, query());
    expect(page.data.map((s) => s.name)).toEqual(['Atlas', 'Horizon', 'Kestrel', 'Leviathan', 'Mule', 'Sparrow']);
    expect(page).toMatchObject({ current_page: 1, last_page: 2, per_page: 6, total: 7 });
    expect(pageOfShips(offers, query({ page: '2' })).data.map((s) => s.name)).toEqual(['Vanguard']);
    expect(pageOfShips(offers, query({ page: '3' })).data).toEqual([]);
  });

  it('sorts size classes by size and prices by number, either way', () => {
    expect(pageOfShips(offers, query({ sort_by: 'size_class', sort_order: 'desc' })).data.map((s) => s.size_class)).toEqual([
      'capital', 'large', 'large', 'medium', 'medium', 'small',
    ]);
    expect(pageOfShips(offers, query({ sort_by: 'base_price' })).data[0]?.name).toBe('Kestrel');
  });

  it('filters by size class, manufacturer and the price asked, ignoring empty values', () => {
    expect(pageOfShips(offers, query({ size_class: 'small' })).data.map((s) => s.name)).toEqual(['Kestrel', 'Sparrow']);
    expect(pageOfShips(offers, query({ manufacturer: 'Titan', size_class: '' })).data.map((s) => s.name)).toEqual(['Atlas', 'Leviathan']);
    // market_price is base_price - 100: 39,900 and 57,900 are within the range.
    expect(pageOfShips(offers, query({ min_price: '39900', max_price: '57900' })).data.map((s) => s.name)).toEqual(['Mule', 'Vanguard']);
  });
});

describe('marketFilters', () => {
  it('lists manufacturers alphabetically, size classes smallest first, and the price span', () => {
    expect(marketFilters(offers)).toEqual({
      manufacturers: ['Corellia', 'Helios', 'Titan'],
      size_classes: ['small', 'medium', 'large', 'capital'],
      price_range: { min: 11_900, max: 319_900 },
    });
  });
});
