import { sql, type Transaction } from 'kysely';
import type { OpponentType } from '../../../shared/rules/combat/combatTerms';
import { opponentAbilities, opponentProfile } from '../../../shared/rules/combat/enemyProfile';
import type { Database } from '../../db/schema';
import { notFound, refused } from '../../kernel/refusal';
import type { OpponentSnapshot } from './sessionRecord';

export const ENEMY_NOT_FOUND = 'Enemy not found.';
export const NPC_NOT_FOUND = 'NPC not found.';

/** The enemy with its loot table, in one statement. */
const enemyWithLoot = (trx: Transaction<Database>, enemyId: number) =>
  trx
    .selectFrom('enemies as e')
    .selectAll('e')
    .select(
      sql<OpponentSnapshot['loot']>`(
        SELECT coalesce(json_agg(json_build_object('item_template_id', l.item_template_id, 'name', t.name, 'quality', t.quality, 'chance_percent', l.chance_percent) ORDER BY l.item_template_id), '[]')
        FROM enemy_loot l JOIN item_templates t ON t.id = l.item_template_id WHERE l.enemy_id = e.id)`.as('loot'),
    )
    .where('e.id', '=', enemyId);

type EnemyRead = NonNullable<Awaited<ReturnType<ReturnType<typeof enemyWithLoot>['executeTakeFirst']>>>;

/** An enemy as a session fights it, from what enemyWithLoot read: its stored numbers, its moves and its loot table. */
function snapshotOfEnemy({ loot, ...enemy }: EnemyRead): OpponentSnapshot {
  // Its moves follow its kind and level; the stored numbers (an admin's spawn) are kept as they are.
  return {
    type: 'enemy', id: enemy.id, name: enemy.name, kind: enemy.kind, level: enemy.level, description: enemy.description,
    max: { health: enemy.health_max, action: enemy.action_max, mind: enemy.mind_max },
    damage: { min: enemy.damage_min, max: enemy.damage_max }, accuracy: enemy.accuracy, defense: enemy.defense,
    abilities: opponentAbilities(enemy.kind, enemy.level), credits: { min: enemy.credits_min, max: enemy.credits_max }, superAreaId: enemy.super_area_id, loot,
  };
}

/** An enemy as a session fights it: its stored numbers, its moves and its loot table. */
export async function enemySnapshot(trx: Transaction<Database>, enemyId: number): Promise<OpponentSnapshot | undefined> {
  const found = await enemyWithLoot(trx, enemyId).executeTakeFirst();
  return found && snapshotOfEnemy(found);
}

/** An NPC as a session fights it: numbers from its level and its system's danger; it carries credits but no loot. */
async function npcSnapshot(trx: Transaction<Database>, npcId: number, placeId: number): Promise<OpponentSnapshot> {
  const npc = await trx.selectFrom('npcs as n').innerJoin('places as p', 'p.id', 'n.place_id').innerJoin('super_areas as s', 's.id', 'p.super_area_id').select(['n.id', 'n.name', 'n.level', 'n.description', 'n.place_id', 'n.hostile_allowed', 'p.super_area_id', 's.danger_level']).where('n.id', '=', npcId).executeTakeFirst();
  if (!npc) throw notFound(NPC_NOT_FOUND);
  if (npc.place_id !== placeId) throw refused(`${npc.name} is not here.`, 'opponent_id');
  if (!npc.hostile_allowed) throw refused(`${npc.name} will not fight you.`, 'opponent_id');
  const p = opponentProfile('npc', npc.level, npc.danger_level);
  return {
    type: 'npc', id: npc.id, name: npc.name, kind: 'npc', level: npc.level, description: npc.description,
    max: { health: p.healthMax, action: p.actionMax, mind: p.mindMax }, damage: { min: p.damageMin, max: p.damageMax },
    accuracy: p.accuracy, defense: p.defense, abilities: p.abilities, credits: { min: p.creditsMin, max: p.creditsMax }, superAreaId: npc.super_area_id, loot: [],
  };
}

/**
 * Who the character can fight from the place `placeId`: an enemy of its super area (read with the
 * place's super area, one statement), or an NPC at the place.
 */
export async function opponentHere(trx: Transaction<Database>, type: OpponentType, id: number, placeId: number): Promise<OpponentSnapshot> {
  if (type === 'npc') return npcSnapshot(trx, id, placeId);
  const found = await enemyWithLoot(trx, id)
    .select(sql<number | null>`(SELECT super_area_id FROM places WHERE id = ${placeId})`.as('here'))
    .executeTakeFirst();
  if (!found) throw notFound(ENEMY_NOT_FOUND);
  const { here, ...read } = found;
  const enemy = snapshotOfEnemy(read);
  if (enemy.superAreaId !== here) throw refused(`${enemy.name} is not in this system.`, 'opponent_id');
  return enemy;
}
