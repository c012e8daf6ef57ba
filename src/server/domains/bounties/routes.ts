import type { FastifyInstance } from 'fastify';
import { bountyRoutes as routes } from '../../../shared/api';
import { serveRoute } from '../../http/serveRoute';
import { abandonBounty, acceptBounty, investigateClue } from './bountyActs';
import { bountyBoard } from './bountyBoard';
import { engageTarget } from './engageTarget';

/** The bounty board (issue 37): posted targets, accepting one, investigating its clues, fighting the target, abandoning. */
export function bountyRoutes(app: FastifyInstance): void {
  const deps = { db: app.deps.db, clock: app.deps.clock, broadcaster: app.broadcaster, facts: app.facts };
  serveRoute(app, routes.board, ({ characterId }) => bountyBoard(app.deps.db, characterId, app.deps.clock.now()));
  serveRoute(app, routes.accept, ({ characterId, body }) => acceptBounty(deps, characterId, body.target_key));
  serveRoute(app, routes.investigate, ({ characterId, params }) => investigateClue(deps, characterId, params.id));
  serveRoute(app, routes.engage, ({ characterId, params }) => engageTarget(deps, characterId, params.id));
  serveRoute(app, routes.abandon, ({ characterId, params }) => abandonBounty(deps, characterId, params.id));
}
