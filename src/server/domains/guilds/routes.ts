import type { FastifyInstance } from 'fastify';
import { guildRoutes as routes } from '../../../shared/api';
import { serveRoute } from '../../http/serveRoute';
import { moveGuildCredits } from './guildBank';
import { listGuilds, showGuild } from './guildQueries';
import { GuildService } from './guildService';
import { guildTexts } from './guildTexts';

/** Guilds: the index and show pages' reads, membership, ranks, message of the day and the bank. */
export function guildRoutes(app: FastifyInstance): void {
  const { db, clock } = app.deps;
  const deps = { db, clock, broadcaster: app.broadcaster, facts: app.facts };
  const service = new GuildService(deps);

  serveRoute(app, routes.list, ({ characterId }) => listGuilds(db, characterId));
  serveRoute(app, routes.show, ({ characterId, params }) => showGuild(db, params.id, characterId));
  serveRoute(app, routes.create, ({ characterId, body }) => service.create(characterId, body.name));
  serveRoute(app, routes.apply, ({ characterId, params }) => service.apply(characterId, params.id));
  serveRoute(app, routes.invite, ({ characterId, params, body }) => service.invite(characterId, params.id, body.member_id));
  serveRoute(app, routes.respond, ({ characterId, params, body }) => service.respond(characterId, params.id, body.request_id, body.response));
  serveRoute(app, routes.rank, ({ characterId, params, body }) => service.rank(characterId, params.id, body.member_id, body.rank));
  serveRoute(app, routes.kick, ({ characterId, params, body }) => service.kick(characterId, params.id, body.member_id));
  serveRoute(app, routes.leave, async ({ characterId, params }) => ({ success: true as const, message: guildTexts.left, ...(await service.leave(characterId, params.id)) }));
  serveRoute(app, routes.motd, ({ characterId, params, body }) => service.motd(characterId, params.id, body.motd));
  serveRoute(app, routes.deposit, ({ characterId, params, body }) => moveGuildCredits(deps, characterId, params.id, 'deposit', body.amount));
  serveRoute(app, routes.withdraw, ({ characterId, params, body }) => moveGuildCredits(deps, characterId, params.id, 'withdrawal', body.amount));
}
