import { queryOptions } from '@tanstack/react-query';
import { combatOpponentRoutes as routes } from '../../shared/api';
import type { EnemyKind } from '../../shared/rules/combat/combatTerms';
import { callRoute } from '../api/callRoute';
import { queryKeys } from '../api/queryKeys';

/** GET who the active character can fight where it stands: the area's enemies and the place's NPCs. */
export function opponentsHereQueryOptions(characterId: number) {
  return queryOptions({
    queryKey: queryKeys.combat.opponents(characterId),
    queryFn: ({ signal }) => callRoute(routes.here, {}, { signal }),
  });
}

/** The enemy list, a page at a time, optionally of one super area. */
export function enemyListQueryOptions(superAreaId: number | null, page: number) {
  return queryOptions({
    queryKey: queryKeys.enemies.list(superAreaId, page),
    queryFn: ({ signal }) => callRoute(routes.enemies, { query: { super_area_id: superAreaId ?? undefined, page } }, { signal }),
  });
}

export function enemyQueryOptions(id: number) {
  return queryOptions({
    queryKey: queryKeys.enemies.one(id),
    queryFn: async ({ signal }) => (await callRoute(routes.enemy, { params: { id } }, { signal })).enemy,
  });
}

/** Admin: a new enemy in a super area. */
export function spawnEnemy(body: { name: string; super_area_id: number; kind: EnemyKind; level: number; description?: string }) {
  return callRoute(routes.spawnEnemy, { body });
}

export function npcListQueryOptions(superAreaId: number | null) {
  return queryOptions({
    queryKey: queryKeys.npcs.list(superAreaId),
    queryFn: async ({ signal }) => (await callRoute(routes.npcs, { query: { super_area_id: superAreaId ?? undefined } }, { signal })).npcs,
  });
}

export function npcQueryOptions(id: number) {
  return queryOptions({
    queryKey: queryKeys.npcs.one(id),
    queryFn: async ({ signal }) => (await callRoute(routes.npc, { params: { id } }, { signal })).npc,
  });
}

/** Admin: moves an NPC to another place. */
export function moveNpc(id: number, placeId: number) {
  return callRoute(routes.moveNpc, { params: { id }, body: { place_id: placeId } });
}
