import type { FastifyInstance } from 'fastify';
import { craftingRoutes as routes, houseRoutes } from '../../../shared/api';
import { serveRoute } from '../../http/serveRoute';
import { withCharacterLock, type MoneyDeps } from '../../kernel/withCharacterLock';
import { craftItem } from './craftItem';
import { harvestDeposit } from './harvest';
import { housesState, storeInHouse, takeFromHouse } from './houseStorage';
import { placeStructure } from './placeStructure';
import { surveyHere } from './surveys';
import { buyFromVendor, listItem, placeStall, unlistItem, vendorsState } from './vendors';

/** Crafting and vendor stalls (issue 38): survey, harvest, craft; place a stall, list, buy; store in and take from a house. */
export function craftingRoutes(app: FastifyInstance): void {
  const { db, clock, config } = app.deps;
  const seed = config.galaxySeed;
  const deps: MoneyDeps = { db, clock, broadcaster: app.broadcaster, facts: app.facts };

  serveRoute(app, routes.show, ({ characterId }) => surveyHere(db, characterId, clock.now(), seed));
  serveRoute(app, routes.harvest, ({ characterId, body }) => withCharacterLock(deps, characterId, (act) => harvestDeposit(act, seed, body.spawn_key, body.into)));
  serveRoute(app, routes.craft, ({ characterId, body }) => withCharacterLock(deps, characterId, (act) => craftItem(act, seed, body.schematic_key, body.stack_ids, body.experiment)));
  serveRoute(app, routes.vendors, ({ characterId }) => vendorsState(db, characterId));
  serveRoute(app, routes.placeStall, ({ characterId, body }) => withCharacterLock(deps, characterId, (act) => placeStall(act, body.name)));
  serveRoute(app, routes.list, ({ characterId, body }) => withCharacterLock(deps, characterId, (act) => listItem(act, body.item_id, body.price)));
  serveRoute(app, routes.unlist, ({ characterId, body }) => withCharacterLock(deps, characterId, (act) => unlistItem(act, body.item_id)));
  serveRoute(app, routes.placeStructure, ({ characterId, body }) => withCharacterLock(deps, characterId, (act) => placeStructure(act, body.item_id)));
  serveRoute(app, routes.buy, ({ characterId, body }) => buyFromVendor(deps, characterId, body.item_id));
  serveRoute(app, houseRoutes.show, ({ characterId }) => housesState(db, characterId));
  serveRoute(app, houseRoutes.store, ({ characterId, body }) => withCharacterLock(deps, characterId, (act) => storeInHouse(act, body.structure_id, body.item_id)));
  serveRoute(app, houseRoutes.take, ({ characterId, body }) => withCharacterLock(deps, characterId, (act) => takeFromHouse(act, body.structure_id, body.stored_id)));
}
