import type { FastifyInstance } from 'fastify';
import { intelligenceRoutes } from './intelligence/routes';
import { createMarketContext } from './marketContext';
import { marketHereRoutes } from './marketHere';
import { pricingRoutes } from './pricing/routes';
import { tradeRoutes } from './trade/routes';

/** Seed 001 §7 "Market" and "Commodities and map": trade, pricing and intelligence share one context. */
export function marketRoutes(app: FastifyInstance): void {
  const ctx = createMarketContext({ db: app.deps.db, clock: app.deps.clock, broadcaster: app.broadcaster, facts: app.facts }, app.places, app.marketChanges);
  // A system, lane or commodity the content admin adds or edits is traded at once.
  app.contentChanges.onChange(() => {
    ctx.network.invalidate();
    ctx.catalog.invalidate();
    ctx.galactic.invalidate();
  });
  tradeRoutes(app, ctx);
  pricingRoutes(app, ctx);
  intelligenceRoutes(app, ctx);
  marketHereRoutes(app, ctx);
}
