import type { FastifyInstance } from 'fastify';
import { groupRoutes, partyRoutes as routes } from '../../../shared/api';
import { searchInvitees } from './inviteeSearch';
import { serveRoute } from '../../http/serveRoute';
import { listGroups, showGroup } from './groups';
import { partyStateOf, receivedInvites } from './partyQueries';
import { PartyService } from './partyService';
import { partyLocationsOf } from './partyWhereabouts';

/** The party calls of seed 001 §7 and the group pages' reads and join. */
export function partyRoutes(app: FastifyInstance): void {
  const { db, clock } = app.deps;
  const service = new PartyService({ db, clock, broadcaster: app.broadcaster, facts: app.facts });

  serveRoute(app, routes.show, ({ characterId }) => partyStateOf(db, characterId));
  serveRoute(app, routes.locations, ({ characterId }) => partyLocationsOf(db, characterId));
  serveRoute(app, routes.create, ({ characterId, body }) => service.create(characterId, body));
  serveRoute(app, routes.privacy, ({ characterId, body }) => service.privacy(characterId, body));
  serveRoute(app, routes.invitees, async ({ characterId, query }) => ({ invitees: await searchInvitees(db, characterId, query.name) }));
  serveRoute(app, routes.invite, ({ characterId, body }) => service.invite(characterId, body.character_id));
  serveRoute(app, routes.invites, async ({ characterId }) => ({ invites: await receivedInvites(db, characterId) }));
  serveRoute(app, routes.respond, ({ characterId, body }) => service.respond(characterId, body.invite_id, body.response));
  serveRoute(app, routes.join, ({ characterId, body }) => service.join(characterId, body.join_code));
  serveRoute(app, routes.addMember, ({ characterId, userId, body }) => service.addMember(characterId, userId, body.character_id));
  serveRoute(app, routes.kick, ({ characterId, body }) => service.kick(characterId, body.character_id));
  serveRoute(app, routes.transfer, ({ characterId, body }) => service.transfer(characterId, body.character_id));
  serveRoute(app, routes.leave, ({ characterId }) => service.leave(characterId));

  serveRoute(app, groupRoutes.list, async () => ({ groups: await listGroups(db) }));
  serveRoute(app, groupRoutes.show, ({ params }) => showGroup(db, params.id));
  serveRoute(app, groupRoutes.join, ({ characterId, params }) => service.joinGroup(characterId, params.id));
}
