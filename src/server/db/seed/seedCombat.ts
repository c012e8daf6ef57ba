import type { Insertable, Transaction } from 'kysely';
import type { EnemyKind, NpcRole } from '../../../shared/rules/combat/combatTerms';
import { opponentProfile, seededLevel } from '../../../shared/rules/combat/enemyProfile';
import { enemyFlavour, lootTableFor, type LootCandidate } from '../../../shared/rules/combat/lootTables';
import { createRandom, type Random } from '../../../shared/rules/seededRandom';
import type { Database, EnemiesTable } from '../schema';
import { uniqueName } from './names';

/** An enemy row from its kind and level in a super area of some danger: its numbers follow opponentProfile. */
export function enemyValues(area: { id: number; danger: number }, kind: EnemyKind, level: number, name: string, description: string, spawned: boolean): Insertable<EnemiesTable> {
  const p = opponentProfile(kind, level, area.danger);
  return {
    super_area_id: area.id, name, kind, level, description,
    health_max: p.healthMax, action_max: p.actionMax, mind_max: p.mindMax,
    damage_min: p.damageMin, damage_max: p.damageMax, accuracy: p.accuracy, defense: p.defense,
    credits_min: p.creditsMin, credits_max: p.creditsMax,
    abilities: JSON.stringify(p.abilities.map((a) => a.name)), spawned,
  };
}

/** The catalogue as loot tables pick from it, cheapest first. */
export async function lootCandidates(trx: Transaction<Database>): Promise<LootCandidate[]> {
  return trx.selectFrom('item_templates').select(['id', 'name', 'category', 'quality']).orderBy('price').orderBy('id').execute();
}

/** Writes an enemy's loot table (its id picks among equally good items). */
export async function writeLoot(trx: Transaction<Database>, enemyId: number, kind: EnemyKind, level: number, catalogue: readonly LootCandidate[]): Promise<void> {
  const table = lootTableFor(kind, level, catalogue, enemyId);
  if (table.length > 0) await trx.insertInto('enemy_loot').values(table.map((entry) => ({ enemy_id: enemyId, ...entry }))).execute();
}

/** Who stands where: a trader at each market, a trainer and a guard in each cantina, a quest giver at each shuttleport. */
const NPC_ROLES_BY_PLACE: Readonly<Record<string, NpcRole[]>> = { market: ['trader'], shop: ['trader'], cantina: ['trainer', 'guard'], shuttleport: ['quest_giver'] };
const NPC_WORDS: Readonly<Record<NpcRole, { title: string; description: string; greeting: string }>> = {
  trader: { title: 'Trader', description: 'Buys low, sells high and remembers every face.', greeting: 'Looking to buy, or just looking?' },
  trainer: { title: 'Trainer', description: 'A veteran who teaches the blade and the blaster for a price.', greeting: 'Stance first. Then we talk about hitting things.' },
  quest_giver: { title: 'Dispatcher', description: 'Always has a job for someone who asks no questions.', greeting: 'You look like you could use some work.' },
  guard: { title: 'Guard', description: 'Keeps the peace, by force when asked nicely fails.', greeting: 'Move along. Unless you want trouble.' },
};

/** Four enemies for each of `areas` (beast, bandit, pirate, and a droid or a soldier), their level from its danger, each with a loot table. */
export async function seedEnemies(trx: Transaction<Database>, areas: readonly { id: number; danger_level: number }[], random: Random): Promise<void> {
  const catalogue = await lootCandidates(trx);
  for (const area of areas) {
    const kinds: EnemyKind[] = ['beast', 'bandit', 'pirate', area.danger_level % 2 === 0 ? 'soldier' : 'droid'];
    for (const kind of kinds) {
      const level = seededLevel(area.danger_level, kind);
      const { name, description } = enemyFlavour(kind, random.int(0, 7));
      const row = await trx.insertInto('enemies').values(enemyValues({ id: area.id, danger: area.danger_level }, kind, level, name, description, false)).returning('id').executeTakeFirstOrThrow();
      await writeLoot(trx, row.id, kind, level, catalogue);
    }
  }
}

/** The NPCs who stand at each of `places`, by the place's type (NPC_ROLES_BY_PLACE). */
export async function seedNpcs(trx: Transaction<Database>, places: readonly { id: number; place_type: string; danger_level: number }[], random: Random): Promise<void> {
  const taken = new Set<string>();
  const npcs = places.flatMap((place) =>
    (NPC_ROLES_BY_PLACE[place.place_type] ?? []).map((role) => {
      const words = NPC_WORDS[role];
      return {
        place_id: place.id,
        name: `${words.title} ${uniqueName(random, taken)}`,
        role,
        level: Math.max(1, 2 * place.danger_level + (role === 'guard' ? 2 : 0)),
        description: words.description,
        greeting: words.greeting,
        hostile_allowed: role === 'guard',
      };
    }),
  );
  for (let start = 0; start < npcs.length; start += 500) await trx.insertInto('npcs').values(npcs.slice(start, start + 500)).execute();
}

/** Places with their system's danger, for seedNpcs. */
export function placesWithDanger(trx: Transaction<Database>) {
  return trx.selectFrom('places as p').innerJoin('super_areas as s', 's.id', 'p.super_area_id').select(['p.id', 'p.place_type', 's.danger_level']).orderBy('p.id');
}

/** Combat content (issue 16): every super area's enemies and every place's NPCs. */
export async function seedCombat(trx: Transaction<Database>, seed: string): Promise<void> {
  const random = createRandom(`${seed}:combat`);
  await seedEnemies(trx, await trx.selectFrom('super_areas').select(['id', 'danger_level']).orderBy('id').execute(), random);
  await seedNpcs(trx, await placesWithDanger(trx).execute(), random);
}

/**
 * Combat rewards, version 1 of "fights worth fighting": the seeded enemies of a database seeded
 * before it carry the purses and loot tables the rules give now (a game master's spawns keep theirs).
 */
export async function refreshCombatRewards(trx: Transaction<Database>): Promise<void> {
  const catalogue = await lootCandidates(trx);
  const seeded = await trx
    .selectFrom('enemies as e')
    .innerJoin('super_areas as s', 's.id', 'e.super_area_id')
    .select(['e.id', 'e.kind', 'e.level', 's.danger_level'])
    .where('e.spawned', '=', false)
    .orderBy('e.id')
    .execute();
  for (const enemy of seeded) {
    const { creditsMin, creditsMax } = opponentProfile(enemy.kind, enemy.level, enemy.danger_level);
    await trx.updateTable('enemies').set({ credits_min: creditsMin, credits_max: creditsMax }).where('id', '=', enemy.id).execute();
    await trx.deleteFrom('enemy_loot').where('enemy_id', '=', enemy.id).execute();
    await writeLoot(trx, enemy.id, enemy.kind, enemy.level, catalogue);
  }
}
