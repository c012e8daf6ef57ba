import { combatRoutes, commodityRoutes, inventoryRoutes, marketRoutes, questRoutes, shipRoutes, skillRoutes, travelRoutes } from '../../shared/api';
import type { RouteEntry } from '../../shared/api/route';

/**
 * The acts whose mutations settle through `refreshChanges` (patch from the answer, refresh the
 * rest of `changes`): their echo is skipped for what they changed. Any other act's echo refreshes
 * in full, as its mutation may count on it.
 */
export const actsSettledFromAnswer: ReadonlySet<RouteEntry> = new Set<RouteEntry>([
  marketRoutes.buy,
  marketRoutes.sell,
  commodityRoutes.trade,
  shipRoutes.refuel,
  travelRoutes.initiate,
  travelRoutes.initiateMultiRoute,
  inventoryRoutes.equip,
  skillRoutes.learnSkill,
  combatRoutes.action,
  questRoutes.start,
  questRoutes.abandon,
]);
