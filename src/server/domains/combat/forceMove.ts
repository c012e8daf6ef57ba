import { sql, type Kysely, type Transaction } from 'kysely';
import { FORCE_ABILITIES, forcePowered, forceRequirement, type ForceAbility, type ForcePath } from '../../../shared/rules/combat/forceAbilities';
import type { Database } from '../../db/schema';
import { refused } from '../../kernel/refusal';
import { characterModifiers, learnedModifiersSql, type LearnedModifiers } from '../skills/characterModifiers';

type Reader = Kysely<Database> | Transaction<Database>;

/** The novice skill (by content key) that teaches each Force path. */
const NOVICE_KEY: Readonly<Record<ForcePath, string>> = { jedi: 'jedi.novice', sith: 'sith.novice' };

/** What a character has of the Force: the paths whose novice skill it learned, and its force_power (a fraction). */
export interface ForceKnowledge {
  paths: ReadonlySet<ForcePath>;
  forcePower: number;
}

/** Reads the character's Force paths and its learned modifiers in one statement. */
export async function readForceKnowledge(db: Reader, characterId: number): Promise<ForceKnowledge> {
  const row = await db
    .selectNoFrom([
      sql<string[]>`(SELECT coalesce(array_agg(fk_skill.key), '{}') FROM character_skills fk_learned JOIN skills fk_skill ON fk_skill.id = fk_learned.skill_id
        WHERE fk_learned.character_id = ${characterId} AND fk_skill.key IN (${sql.join(Object.values(NOVICE_KEY))}))`.as('novices'),
      learnedModifiersSql(characterId).as('learned'),
    ])
    .executeTakeFirstOrThrow();
  const novices = new Set(row.novices);
  const paths = new Set((Object.keys(NOVICE_KEY) as ForcePath[]).filter((path) => novices.has(NOVICE_KEY[path])));
  return { paths, forcePower: characterModifiers(row.learned as LearnedModifiers[]).force_power };
}

/** The Force abilities the character knows, as force_power makes them. */
export function knownForceAbilities(knowledge: ForceKnowledge): ForceAbility[] {
  return FORCE_ABILITIES.filter((ability) => forceRequirement(ability, knowledge.paths) === null).map((ability) => forcePowered(ability, knowledge.forcePower));
}

/**
 * A Force ability chosen in a fight: refused unless its path's novice skill is learned, else the
 * ability with its strike raised by the character's force_power.
 */
export async function preparedForceAbility(trx: Transaction<Database>, characterId: number, ability: ForceAbility): Promise<ForceAbility> {
  const knowledge = await readForceKnowledge(trx, characterId);
  const missing = forceRequirement(ability, knowledge.paths);
  if (missing) throw refused(`You don't know ${ability.label} yet. ${missing}`, 'ability_name');
  return forcePowered(ability, knowledge.forcePower);
}

/** Counts one use of the Force by the fighter in the session (a victory pays force experience for it). */
export async function recordForceUse(trx: Transaction<Database>, sessionId: number, characterId: number): Promise<void> {
  await trx
    .insertInto('combat_force_uses')
    .values({ session_id: sessionId, character_id: characterId, uses: 1 })
    .onConflict((c) => c.columns(['session_id', 'character_id']).doUpdateSet((eb) => ({ uses: eb('combat_force_uses.uses', '+', 1) })))
    .execute();
}

/** How often each fighter used the Force in the session. */
export async function forceUsesOf(trx: Transaction<Database>, sessionId: number): Promise<Map<number, number>> {
  const rows = await trx.selectFrom('combat_force_uses').select(['character_id', 'uses']).where('session_id', '=', sessionId).execute();
  return new Map(rows.map((row) => [row.character_id, row.uses]));
}
