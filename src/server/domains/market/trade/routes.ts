import type { FastifyInstance } from 'fastify';
import { commodityRoutes, marketRoutes, type MarketTradeAction } from '../../../../shared/api';
import { serveRoute } from '../../../http/serveRoute';
import type { MarketContext } from '../marketContext';
import { cargoManifest } from './cargoManifest';
import { executeTrade } from './service';
import { tradingStats } from './tradingStats';

/** The trading calls: buy and sell at the local market, the hold's manifest and the trading record. */
export function tradeRoutes(app: FastifyInstance, ctx: MarketContext): void {
  for (const action of ['buy', 'sell'] as const satisfies readonly MarketTradeAction[]) {
    serveRoute(app, marketRoutes[action], ({ characterId, body }) =>
      executeTrade(ctx, characterId, { commodityId: body.commodity_id, quantity: body.quantity, action, superAreaId: body.super_area_id, limitPrice: body.limit_price }),
    );
  }
  serveRoute(app, commodityRoutes.trade, ({ characterId, body }) =>
    executeTrade(ctx, characterId, { commodityId: body.commodity_id, quantity: body.quantity, action: body.action, limitPrice: body.limit_price }),
  );
  serveRoute(app, commodityRoutes.quickTrade, async ({ characterId, body }) => {
    const result = await executeTrade(ctx, characterId, { commodityId: body.commodity_id, quantity: body.quantity, action: 'buy' });
    return { message: result.message };
  });

  serveRoute(app, marketRoutes.manifest, ({ characterId }) => cargoManifest(ctx, characterId));
  serveRoute(app, marketRoutes.tradingStats, async ({ characterId }) => ({ success: true as const, stats: await tradingStats(ctx.db, characterId) }));
}
