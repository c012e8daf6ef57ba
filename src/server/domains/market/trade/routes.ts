import type { FastifyInstance } from 'fastify';
import { commodityRoutes, marketRoutes, type MarketTradeAction } from '../../../../shared/api';
import { serveRoute, serveRouteAdmittedInAct } from '../../../http/serveRoute';
import type { MarketContext } from '../marketContext';
import { cargoManifest } from './cargoManifest';
import { executeTrade } from './service';
import { tradingStats } from './tradingStats';

/** The trading calls: buy and sell at the local market, the hold's manifest and the trading record. */
export function tradeRoutes(app: FastifyInstance, ctx: MarketContext): void {
  for (const action of ['buy', 'sell'] as const satisfies readonly MarketTradeAction[]) {
    serveRouteAdmittedInAct(app, marketRoutes[action], ({ characterId, body, admission }) =>
      executeTrade(ctx, characterId, { commodityId: body.commodity_id, quantity: body.quantity, action, superAreaId: body.super_area_id, limitPrice: body.limit_price }, admission),
    );
  }
  serveRouteAdmittedInAct(app, commodityRoutes.trade, ({ characterId, body, admission }) =>
    executeTrade(ctx, characterId, { commodityId: body.commodity_id, quantity: body.quantity, action: body.action, limitPrice: body.limit_price }, admission),
  );
  serveRouteAdmittedInAct(app, commodityRoutes.quickTrade, async ({ characterId, body, admission }) => {
    const result = await executeTrade(ctx, characterId, { commodityId: body.commodity_id, quantity: body.quantity, action: 'buy' }, admission);
    return { message: result.message };
  });

  serveRoute(app, marketRoutes.manifest, ({ characterId }) => cargoManifest(ctx, characterId));
  serveRoute(app, marketRoutes.tradingStats, async ({ characterId }) => ({ success: true as const, stats: await tradingStats(ctx.db, characterId) }));
}
