// Test helpers for the ship apps: server answers as the contract shapes them, and a refusal as axios raises it.
import { AxiosError, AxiosHeaders, type AxiosResponse } from 'axios';
import type { MarketShipDetails, ShipForSale, ShipStatusResponse, UpgradeTemplate } from '../../shared/api';

export function testShipStatus(overrides: Partial<ShipStatusResponse['ship']> = {}, refuel: Partial<ShipStatusResponse['refuel']> = {}): ShipStatusResponse {
  return {
    ship: { id: 4, name: 'Kestrel Courier', fuel: 40, max_fuel: 100, fuel_efficiency: 1.2, speed: 5, durability: 100, max_durability: 100, condition: 100, ...overrides },
    refuel: { available: true, reason: null, price_per_unit: 10, ...refuel },
  };
}

export function testShipForSale(overrides: Partial<ShipForSale> = {}): ShipForSale {
  return {
    id: 2,
    name: 'Sparrow Skiff',
    manufacturer: 'Helios Shipworks',
    size_class: 'small',
    description: 'A fast skiff.',
    lore_description: 'Mail runs.',
    base_price: 18_500,
    market_price: 17_020,
    discount_percentage: 8,
    daily_maintenance: 75,
    availability_level: 80,
    is_rare: false,
    stats: { speed: 7.5, capacity: 40, max_fuel: 90, fuel_efficiency: 1.4, max_durability: 80, damage: 3 },
    marketplace_data: { reliability_rating: 6.5, fuel_efficiency_rating: 8, cargo_rating: 2, combat_rating: 3, recommended_for: ['Speed runs'] },
    ...overrides,
  };
}

export function testMarketDetails(ship: ShipForSale, credits: number, tradeIn: Partial<MarketShipDetails['trade_in']> = {}): MarketShipDetails {
  return {
    ship,
    trade_in: { available: true, reason: null, current_ship: { id: 4, name: 'Kestrel Courier', condition: 100 }, trade_in_value: 7_200, final_price: ship.market_price - 7_200, ...tradeIn },
    character: { credits, can_afford: credits >= ship.market_price },
  };
}

export function testUpgrade(overrides: Partial<UpgradeTemplate> = {}): UpgradeTemplate {
  const stats = { speed: 5, cargo_capacity: 60, max_fuel: 100, fuel_efficiency: 1.2, max_durability: 100, damage: 2 };
  return {
    id: 11,
    name: 'Ion Thruster Mk I',
    description: 'Raises speed.',
    rarity: 'common',
    rarity_color: '#e3f1ff',
    category: 'engines',
    component: 'Ion Thruster',
    manufacturer: 'Helios Shipworks',
    lore_description: 'Hums.',
    installation_time: 30,
    performance_impact: '+0.4 Speed',
    effectiveness_rating: 4,
    market_price: 1_800,
    base_cost: 1_800,
    total_installation_cost: 2_040,
    stat_modifiers: { speed: 0.4 },
    compatible_sizes: [],
    compatibility: { is_compatible: true, reason: null },
    ship_compatibility: { ship_stats_before: stats, ship_stats_after: { ...stats, speed: 5.4 } },
    ...overrides,
  };
}

/** An HTTP error as the axios instance rejects with it (non-422 statuses stay AxiosErrors). */
export function httpFailure(status: number, data: object): AxiosError {
  const response = { status, statusText: '', data, headers: {}, config: { headers: new AxiosHeaders() } } as AxiosResponse;
  return new AxiosError('Request failed', 'ERR_BAD_RESPONSE', undefined, undefined, response);
}
