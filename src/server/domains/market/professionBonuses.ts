import type { Kysely } from 'kysely';
import type { ProfessionBonuses } from '../../../shared/api';
import type { Database } from '../../db/schema';
import { loadLearnedModifiers, professionBonusesOf } from '../skills/characterModifiers';

/**
 * The trading bonuses a character's skills give (seed 001 §3 "Profession bonuses"), from the
 * skills domain's one modifiers module: `price_bonus` comes off what a buy costs (held on the
 * cargo until a sale shows a profit) and adds to a sale's profit; `efficiency_bonus` cuts the fuel
 * of route estimates. Reads that already send a statement fold `learnedModifiersSql` into it instead.
 */
export async function professionBonuses(db: Kysely<Database>, characterId: number): Promise<ProfessionBonuses> {
  return professionBonusesOf(await loadLearnedModifiers(db, characterId));
}
