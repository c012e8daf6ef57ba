import type { CommoditiesResponse, GalacticPrices as GalacticPriceMap } from '../../../../shared/api';
import { systemById } from '../currentSystem';
import { marketsAt } from '../localMarket';
import type { MarketContext } from '../marketContext';

/** GET /api/commodities: the Commodity market entries of one system. */
export async function commoditiesAt(ctx: MarketContext, superAreaId: number): Promise<CommoditiesResponse> {
  const [system, views] = await Promise.all([systemById(ctx.network, superAreaId), marketsAt(ctx.db, ctx.catalog, superAreaId)]);
  return {
    super_area: { id: system.id, name: system.name },
    commodities: views.map((v) => ({
      id: v.marketId,
      price: v.price,
      quantity: v.stock,
      commodity_id: v.commodity.id,
      commodity: { name: v.commodity.name, category: v.commodity.category, base_price: v.commodity.basePrice, description: v.commodity.description },
      super_area_id: v.superAreaId,
      role: v.role,
      price_model: { base_price: v.commodity.basePrice, reference_stock: v.commodity.referenceStock, elasticity: v.elasticity },
    })),
  };
}

/** GET /api/commodities/prices: every system's prices, by super area id (seed 001 §3 Galactic prices). */
export async function galacticPriceMap(ctx: MarketContext): Promise<GalacticPriceMap> {
  const [board, commodities] = await Promise.all([ctx.galactic.board(), ctx.catalog.all()]);
  const map: GalacticPriceMap = {};
  for (const commodity of commodities.values()) {
    for (const [systemId, market] of board.markets.get(commodity.id) ?? []) {
      (map[String(systemId)] ??= []).push({ commodity_id: commodity.id, commodity_name: commodity.name, price: market.price });
    }
  }
  return map;
}
