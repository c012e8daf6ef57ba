import type { FastifyInstance } from 'fastify';
import { combatOpponentRoutes, combatRoutes as routes, medicalRoutes } from '../../../shared/api';
import { serveRoute } from '../../http/serveRoute';
import { CombatService } from './combatService';
import { OpponentsService } from './opponentsService';
import { joinFight, partyFights } from './partyFight';
import { takeAction } from './takeAction';
import { healMate } from './treatPatient';
import { healHam, trainAttribute, trainWeaponSkill } from './trainingService';

/** Seed 000 §7 "Combat", the session reads, and the opponents' pages (enemies, NPCs). */
export function combatRoutes(app: FastifyInstance): void {
  const { db, clock } = app.deps;
  const deps = { db, clock, broadcaster: app.broadcaster, facts: app.facts };
  const combat = new CombatService(deps);
  const opponents = new OpponentsService(db);

  serveRoute(app, routes.characterData, ({ characterId }) => combat.characterData(characterId));
  serveRoute(app, routes.stances, ({ characterId }) => combat.stances(characterId));
  serveRoute(app, routes.healHam, ({ characterId, body }) => healHam(deps, characterId, body.ham_type, body.amount, body.item_id));
  serveRoute(app, routes.trainAttribute, ({ characterId, body }) => trainAttribute(deps, characterId, body.attribute, body.points));
  serveRoute(app, routes.trainWeaponSkill, ({ characterId, body }) => trainWeaponSkill(deps, characterId, body.specialization_id, body.levels));
  serveRoute(app, routes.start, ({ characterId, body }) => combat.start(characterId, body.opponent_type, body.opponent_id));
  serveRoute(app, routes.action, ({ characterId, params, body }) => takeAction(deps, characterId, params.id, body));
  serveRoute(app, routes.end, ({ characterId, params }) => combat.end(characterId, params.id));
  serveRoute(app, routes.session, ({ characterId, params }) => combat.session(characterId, params.id));
  serveRoute(app, routes.sessions, ({ characterId }) => combat.sessions(characterId));
  serveRoute(app, routes.partyFights, ({ characterId }) => partyFights(db, characterId));
  serveRoute(app, routes.join, ({ characterId, params }) => joinFight(deps, characterId, params.id));
  serveRoute(app, medicalRoutes.healMate, ({ characterId, body }) => healMate(deps, characterId, body.patient_id, body.item_id));

  serveRoute(app, combatOpponentRoutes.here, ({ characterId }) => opponents.here(characterId));
  serveRoute(app, combatOpponentRoutes.enemies, ({ query }) => opponents.list(query.super_area_id, query.page));
  serveRoute(app, combatOpponentRoutes.enemy, ({ params }) => opponents.show(params.id));
  serveRoute(app, combatOpponentRoutes.spawnEnemy, ({ userId, body }) => opponents.spawn(userId, body, clock.now()));
  serveRoute(app, combatOpponentRoutes.npcs, ({ query }) => opponents.npcList(query.place_id, query.super_area_id));
  serveRoute(app, combatOpponentRoutes.npc, ({ params }) => opponents.npc(params.id));
  serveRoute(app, combatOpponentRoutes.moveNpc, ({ userId, params, body }) => opponents.moveNpc(userId, params.id, body.place_id, clock.now()));
}
