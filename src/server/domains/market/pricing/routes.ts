import type { FastifyInstance } from 'fastify';
import { commodityRoutes, marketRoutes } from '../../../../shared/api';
import { resolveActingCharacter } from '../../../http/actingCharacter';
import { serveRoute } from '../../../http/serveRoute';
import { characterSystem } from '../currentSystem';
import type { MarketContext } from '../marketContext';
import { commoditiesAt, galacticPriceMap } from './commodityReads';
import { compareMarkets, priceHistory, quotePrice } from './service';

/** The price calls: quotes, history, comparisons, a system's commodity list and the galactic prices. */
export function pricingRoutes(app: FastifyInstance, ctx: MarketContext): void {
  /** The system named, else the one the character is in. */
  const systemOf = async (characterId: number, named: number | undefined) => named ?? (await characterSystem(ctx.db, ctx.places, characterId)).id;

  for (const entry of [marketRoutes.pricing, marketRoutes.pricingAt]) {
    serveRoute(app, entry, async ({ characterId, params, query }) => {
      const superAreaId = await systemOf(characterId, params.location);
      return { success: true as const, pricing: await quotePrice(ctx, characterId, params.id, superAreaId, query.action, query.quantity) };
    });
  }
  for (const entry of [marketRoutes.history, marketRoutes.historyAt]) {
    serveRoute(app, entry, async ({ characterId, params, query }) => {
      const superAreaId = await systemOf(characterId, params.location);
      return { success: true as const, history: await priceHistory(ctx, params.id, superAreaId, query.days) };
    });
  }
  serveRoute(app, marketRoutes.compare, async ({ body }) => ({
    success: true as const,
    comparison: await compareMarkets(ctx, body.commodity_id, body.location_ids),
  }));

  // A named system needs no character; without one, the list is the acting character's system.
  serveRoute(app, commodityRoutes.list, async ({ request, query }) => {
    if (query.super_area_id !== undefined) return commoditiesAt(ctx, query.super_area_id);
    await resolveActingCharacter(request);
    return commoditiesAt(ctx, await systemOf(request.characterId, undefined));
  });
  serveRoute(app, commodityRoutes.prices, () => galacticPriceMap(ctx));
}
