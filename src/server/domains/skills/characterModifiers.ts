import { sql, type Expression, type Kysely, type RawBuilder } from 'kysely';
import type { ProfessionBonuses } from '../../../shared/api';
import { modifierText } from '../../../shared/rules/skills/modifierText';
import { effectiveModifiers, type SkillModifier, type SkillModifierName } from '../../../shared/rules/skills/skillModifiers';
import type { Database } from '../../db/schema';

/** A learned skill that carries modifiers, as the one fragment reads it. */
export interface LearnedModifiers {
  name: string;
  modifiers: SkillModifier[];
}

export type CharacterModifiers = Record<SkillModifierName, number>;

/**
 * The one place a character's skill modifiers are read: a correlated SQL fragment (the learned
 * skills that carry any) that a domain folds into a statement it already sends, so asking costs
 * no round trip. `characterId` is a value or a column of the outer statement.
 */
export function learnedModifiersSql(characterId: number | Expression<number>): RawBuilder<LearnedModifiers[]> {
  const id = typeof characterId === 'number' ? sql.val(characterId) : characterId;
  // Aliases no outer statement uses (its `s` or `c`), so the correlated column resolves outside.
  return sql<LearnedModifiers[]>`(
    SELECT coalesce(jsonb_agg(jsonb_build_object('name', lm_skill.name, 'modifiers', lm_skill.modifiers) ORDER BY lm_skill.profession_id, lm_skill.position), '[]'::jsonb)
    FROM character_skills lm_learned JOIN skills lm_skill ON lm_skill.id = lm_learned.skill_id
    WHERE lm_learned.character_id = ${id} AND lm_skill.modifiers <> '[]'::jsonb)`;
}

/** Reads the learned modifiers alone, for a caller with no statement to fold them into. */
export async function loadLearnedModifiers(db: Kysely<Database>, characterId: number): Promise<LearnedModifiers[]> {
  const row = await db.selectNoFrom(learnedModifiersSql(characterId).as('learned')).executeTakeFirstOrThrow();
  return row.learned;
}

/** The character's effective modifiers (fractions, capped): what every domain applies. */
export function characterModifiers(learned: readonly LearnedModifiers[]): CharacterModifiers {
  return effectiveModifiers(learned.flatMap((skill) => skill.modifiers));
}

/** Lines like `Bargaining II: +1% trade price bonus` for the learned skills carrying any of `names`. */
export function bonusTexts(learned: readonly LearnedModifiers[], names: readonly SkillModifierName[]): string[] {
  return learned.flatMap((skill) => {
    const mine = skill.modifiers.filter((modifier) => names.includes(modifier.name));
    return mine.length === 0 ? [] : [`${skill.name}: ${mine.map(modifierText).join(', ')}`];
  });
}

/**
 * The market's view of the modifiers (seed 001 §3 "Profession bonuses"): `price_bonus` is the
 * trade price bonus, `efficiency_bonus` the fuel efficiency, `description` the learned skills'
 * bonus lines.
 */
export function professionBonusesOf(learned: readonly LearnedModifiers[]): ProfessionBonuses {
  const modifiers = characterModifiers(learned);
  return {
    price_bonus: modifiers.trade_price_bonus,
    efficiency_bonus: modifiers.fuel_efficiency,
    description: bonusTexts(learned, ['trade_price_bonus', 'fuel_efficiency']),
  };
}
