import type { Selectable } from 'kysely';
import { SHIPS_PER_PAGE, type MarketListFilters, type MarketListResponse, type ShipForSale } from '../../../shared/api';
import { shipDiscountPercentage, shipMarketPrice } from '../../../shared/rules/ships/shipPricing';
import { SIZE_CLASSES, sizeRank } from '../../../shared/rules/ships/sizeClass';
import type { Db } from '../../db/database';
import type { ShipTemplatesTable } from '../../db/schema';

type TemplateRow = Selectable<ShipTemplatesTable>;

/** A shipyard's offer of one model: the Ship template for sale of seed 001 §3, at its discounted market price. */
export function presentForSale(t: TemplateRow): ShipForSale {
  const discount = shipDiscountPercentage(t);
  return {
    id: t.id,
    name: t.name,
    manufacturer: t.manufacturer,
    size_class: t.size_class,
    description: t.description,
    lore_description: t.lore_description,
    base_price: t.base_price,
    market_price: shipMarketPrice(t.base_price, discount),
    discount_percentage: discount,
    daily_maintenance: t.daily_maintenance,
    availability_level: t.availability_level,
    is_rare: t.is_rare,
    stats: {
      speed: t.speed,
      capacity: t.cargo_capacity,
      max_fuel: t.max_fuel,
      fuel_efficiency: t.fuel_efficiency,
      max_durability: t.max_durability,
      damage: t.damage,
    },
    marketplace_data: {
      reliability_rating: t.reliability_rating,
      fuel_efficiency_rating: t.fuel_efficiency_rating,
      cargo_rating: t.cargo_rating,
      combat_rating: t.combat_rating,
      recommended_for: t.recommended_for,
    },
  };
}

/** Every model a shipyard sells. The catalogue is a dozen rows, so filtering and paging happen here, on the priced offers. */
export async function loadCatalog(db: Db): Promise<ShipForSale[]> {
  const rows = await db.selectFrom('ship_templates').selectAll().orderBy('id').execute();
  return rows.map(presentForSale);
}

type SortKey = MarketListFilters['sort_by'];
const compareBy: Record<SortKey, (a: ShipForSale, b: ShipForSale) => number> = {
  name: (a, b) => a.name.localeCompare(b.name),
  base_price: (a, b) => a.base_price - b.base_price,
  manufacturer: (a, b) => a.manufacturer.localeCompare(b.manufacturer),
  // Size classes sort by size, not alphabetically.
  size_class: (a, b) => sizeRank(a.size_class) - sizeRank(b.size_class),
};

/** Filters (on the price asked), sorts (ties by name) and pages the offers; a page past the end is empty. */
export function pageOfShips(offers: readonly ShipForSale[], f: MarketListFilters): MarketListResponse['ships'] {
  const matching = offers.filter(
    (s) =>
      (f.size_class === undefined || s.size_class === f.size_class) &&
      (f.manufacturer === undefined || s.manufacturer === f.manufacturer) &&
      (f.min_price === undefined || s.market_price >= f.min_price) &&
      (f.max_price === undefined || s.market_price <= f.max_price),
  );
  const direction = f.sort_order === 'desc' ? -1 : 1;
  const sorted = [...matching].sort((a, b) => direction * compareBy[f.sort_by](a, b) || a.name.localeCompare(b.name));
  const lastPage = Math.max(1, Math.ceil(sorted.length / SHIPS_PER_PAGE));
  const start = (f.page - 1) * SHIPS_PER_PAGE;
  return { data: sorted.slice(start, start + SHIPS_PER_PAGE), current_page: f.page, last_page: lastPage, per_page: SHIPS_PER_PAGE, total: sorted.length };
}

/** The choices of the filter bar: manufacturers, size classes (smallest first) and the span of prices. */
export function marketFilters(offers: readonly ShipForSale[]): MarketListResponse['filters'] {
  const prices = offers.map((s) => s.market_price);
  return {
    manufacturers: [...new Set(offers.map((s) => s.manufacturer))].sort((a, b) => a.localeCompare(b)),
    size_classes: SIZE_CLASSES.filter((size) => offers.some((s) => s.size_class === size)),
    price_range: { min: prices.length ? Math.min(...prices) : 0, max: prices.length ? Math.max(...prices) : 0 },
  };
}
