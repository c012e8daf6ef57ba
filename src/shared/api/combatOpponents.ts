import { z } from 'zod';
import { ENEMY_KINDS, NPC_ROLES } from '../rules/combat/combatTerms';
import { RARITIES } from '../rules/rarity';
import { route } from './route';
import { changes } from './changes';

const int = z.number().int();
const positiveId = z.coerce.number().int().positive().max(2 ** 31 - 1);

/** One line of an enemy's loot table: an item of the catalogue and its chance in percent. */
export const lootEntry = z.object({ item_template_id: int, name: z.string(), quality: z.enum(RARITIES), chance_percent: int });

/** An enemy of a super area (its level from the area's danger). */
export const enemySummary = z.object({
  id: int,
  name: z.string(),
  kind: z.enum(ENEMY_KINDS),
  level: int,
  super_area: z.object({ id: int, name: z.string(), danger_level: int }),
  health_max: int,
  action_max: int,
  mind_max: int,
  credits_min: int,
  credits_max: int,
  /** Spawned by an admin rather than seeded. */
  spawned: z.boolean(),
});
export type EnemySummary = z.infer<typeof enemySummary>;

export const enemyDetail = enemySummary.extend({
  description: z.string(),
  damage_min: int,
  damage_max: int,
  accuracy: int,
  defense: int,
  abilities: z.array(z.string()),
  loot: z.array(lootEntry),
});
export type EnemyDetail = z.infer<typeof enemyDetail>;

/** An NPC standing at a place. */
export const npcSummary = z.object({
  id: int,
  name: z.string(),
  role: z.enum(NPC_ROLES),
  level: int,
  /** Whether it will fight (guards and some traders do; trainers and quest givers don't). */
  hostile_allowed: z.boolean(),
  place: z.object({ id: int, name: z.string(), super_area_id: int }),
});
export type NpcSummary = z.infer<typeof npcSummary>;
export const npcDetail = npcSummary.extend({ description: z.string(), greeting: z.string() });
export type NpcDetail = z.infer<typeof npcDetail>;

/** GET /api/swg-combat/opponents: who the character can fight here. */
export const combatOpponentsResponse = z.object({
  super_area: z.object({ id: int, name: z.string(), danger_level: int }),
  place: z.object({ id: int, name: z.string() }),
  enemies: z.array(enemySummary),
  npcs: z.array(npcSummary),
});
export type CombatOpponentsResponse = z.infer<typeof combatOpponentsResponse>;

export const enemyListQuery = z.object({ super_area_id: positiveId.optional(), page: z.coerce.number().int().min(1).max(10_000).default(1) });
export const ENEMY_PAGE_SIZE = 50;
export const enemyListResponse = z.object({ enemies: z.array(enemySummary), page: int, per_page: int, total: int });
export const enemyIdParams = z.object({ id: positiveId });
export const enemyShowResponse = z.object({ enemy: enemyDetail });

/** Admin: put a new enemy in a super area; its pools, damage and loot follow its level and kind. */
export const spawnEnemyRequest = z.object({
  name: z.string().trim().min(3).max(60),
  super_area_id: positiveId,
  kind: z.enum(ENEMY_KINDS),
  level: z.number().int().min(1).max(50),
  description: z.string().trim().max(500).optional(),
});
export const spawnEnemyResponse = z.object({ message: z.string(), enemy: enemyDetail });

export const npcListQuery = z.object({ place_id: positiveId.optional(), super_area_id: positiveId.optional() });
export const npcListResponse = z.object({ npcs: z.array(npcSummary) });
export const npcIdParams = z.object({ id: positiveId });
export const npcShowResponse = z.object({ npc: npcDetail });
export const moveNpcRequest = z.object({ place_id: positiveId });
export const moveNpcResponse = z.object({ message: z.string(), npc: npcDetail });

/** The opponents' pages: enemies (list, show, spawn) and NPCs (index, show, update location). */
export const combatOpponentRoutes = {
  here: route({ method: 'GET', path: '/api/swg-combat/opponents', access: 'character', response: combatOpponentsResponse }),
  enemies: route({ method: 'GET', path: '/api/enemies', access: 'user', query: enemyListQuery, response: enemyListResponse }),
  enemy: route({ method: 'GET', path: '/api/enemies/:id', access: 'user', params: enemyIdParams, response: enemyShowResponse }),
  spawnEnemy: route({ changes: changes(['enemies']), method: 'POST', path: '/api/enemies', access: 'admin', body: spawnEnemyRequest, response: spawnEnemyResponse, status: 201 }),
  npcs: route({ method: 'GET', path: '/api/npcs', access: 'user', query: npcListQuery, response: npcListResponse }),
  npc: route({ method: 'GET', path: '/api/npcs/:id', access: 'user', params: npcIdParams, response: npcShowResponse }),
  moveNpc: route({ changes: changes(['npcs']), method: 'PUT', path: '/api/npcs/:id/location', access: 'admin', params: npcIdParams, body: moveNpcRequest, response: moveNpcResponse }),
};
