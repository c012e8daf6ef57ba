import type { FastifyInstance } from 'fastify';
import { marketRoutes } from '../../../../shared/api';
import { serveRoute } from '../../../http/serveRoute';
import type { MarketContext } from '../marketContext';
import { recentAlerts } from './marketAlerts';
import { profitableRoutes } from './profitableRoutes';
import { marketIntelligence } from './service';

const ALERTS_SHOWN = 50;

/** The market dashboard's reads: the market data of a system, profitable routes and price alerts. */
export function intelligenceRoutes(app: FastifyInstance, ctx: MarketContext): void {
  const data = async (characterId: number, named: number | undefined) => ({
    success: true as const,
    market_intelligence: await marketIntelligence(ctx, characterId, named),
    error: null,
  });
  serveRoute(app, marketRoutes.data, ({ characterId }) => data(characterId, undefined));
  serveRoute(app, marketRoutes.dataAt, ({ characterId, params }) => data(characterId, params.id));

  serveRoute(app, marketRoutes.profitableRoutes, ({ characterId, query }) => profitableRoutes(ctx, characterId, query));

  serveRoute(app, marketRoutes.alerts, async () => ({ success: true as const, alerts: await recentAlerts(ctx.db, ctx.clock.now(), undefined, ALERTS_SHOWN) }));
  serveRoute(app, marketRoutes.alertsAt, async ({ params }) => ({
    success: true as const,
    alerts: await recentAlerts(ctx.db, ctx.clock.now(), params.id, ALERTS_SHOWN),
  }));
}
