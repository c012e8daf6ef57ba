import { ReadOnce } from '../../db/readOnce';
import type { PriceModel } from '../../../shared/rules/market/marketPrice';
import type { Db } from '../../db/database';

/** A commodity with what its prices are made of. */
export interface Commodity {
  id: number;
  name: string;
  category: string;
  basePrice: number;
  referenceStock: number;
  volatility: number;
  description: string;
  specialRequirements: string[];
}

/** Loads every commodity, ordered by id. */
export async function loadCommodities(db: Db): Promise<Commodity[]> {
  const rows = await db
    .selectFrom('commodities')
    .select(['id', 'name', 'category', 'base_price', 'reference_stock', 'volatility', 'description', 'special_requirements'])
    .orderBy('id')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    category: row.category,
    basePrice: row.base_price,
    referenceStock: row.reference_stock,
    volatility: Number(row.volatility),
    description: row.description,
    specialRequirements: row.special_requirements,
  }));
}

/** The price model of a commodity at a market of this elasticity. */
export function priceModel(commodity: Commodity, elasticity: number): PriceModel {
  return { basePrice: commodity.basePrice, referenceStock: commodity.referenceStock, elasticity: Number(elasticity) };
}

/**
 * Commodities are seed content that trading never changes, and every market read needs them:
 * keep them in memory instead of joining them into each query.
 */
export class CommodityCatalog {
  private readonly loaded = new ReadOnce<Map<number, Commodity>>();

  constructor(private readonly db: Db) {}

  all(): Promise<Map<number, Commodity>> {
    return this.loaded.get(async () => new Map((await loadCommodities(this.db)).map((c) => [c.id, c])));
  }

  /** One commodity, or undefined when there is no such id. */
  async get(id: number): Promise<Commodity | undefined> {
    return (await this.all()).get(id);
  }

  /** Forgets the list, e.g. after the content admin adds a commodity. */
  invalidate(): void {
    this.loaded.forget();
  }
}
