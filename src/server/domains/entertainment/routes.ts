import type { FastifyInstance } from 'fastify';
import { entertainmentRoutes as routes } from '../../../shared/api';
import { serveRoute } from '../../http/serveRoute';
import { withCharacterLock, type MoneyDeps } from '../../kernel/withCharacterLock';
import { cantinaState } from './cantinaState';
import { startPerformance, stopPerformance } from './performing';
import { tipPerformer } from './tipping';
import { startWatching, stopWatching } from './watching';

/** The cantina's calls (issue 37): who performs here, perform, watch, tip. */
export function entertainmentRoutes(app: FastifyInstance): void {
  const { db, clock } = app.deps;
  const deps: MoneyDeps = { db, clock, broadcaster: app.broadcaster, facts: app.facts };

  serveRoute(app, routes.show, ({ characterId }) => cantinaState(db, characterId, clock.now()));
  serveRoute(app, routes.perform, ({ characterId, body }) => withCharacterLock(deps, characterId, (act) => startPerformance(act, body.kind)));
  serveRoute(app, routes.stopPerforming, ({ characterId }) => withCharacterLock(deps, characterId, stopPerformance, { whileTravelling: 'allow' }));
  serveRoute(app, routes.watch, ({ characterId, body }) => withCharacterLock(deps, characterId, (act) => startWatching(act, body.performer_id)));
  serveRoute(app, routes.stopWatching, ({ characterId }) => withCharacterLock(deps, characterId, stopWatching, { whileTravelling: 'allow' }));
  serveRoute(app, routes.tip, ({ characterId, body }) =>
    withCharacterLock(deps, characterId, (act) => tipPerformer(act, body.performer_id, body.amount), { together: [body.performer_id] }),
  );
}
