import type { Kysely } from 'kysely';
import type { ProfessionBonuses } from '../../../shared/api';
import type { Database } from '../../db/schema';

/** No profession learned: no bonus, and the dashboard's bonus panel stays hidden. */
export const NO_BONUSES: ProfessionBonuses = { price_bonus: 0, efficiency_bonus: 0, description: [] };

/**
 * The trading bonuses a character's professions give (seed 001 §3 "Profession bonuses"):
 * `price_bonus` comes off what a buy costs and is added to what a sale earns; `efficiency_bonus`
 * stretches fuel on route estimates. Professions are the skills domain's: it fills this in from
 * the learned skills' modifiers. Until then nobody has a bonus. Pass the trade's transaction.
 */
export async function professionBonuses(_db: Kysely<Database>, _characterId: number): Promise<ProfessionBonuses> {
  return NO_BONUSES;
}
