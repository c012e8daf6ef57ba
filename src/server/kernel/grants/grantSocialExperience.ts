import { sql, type Transaction } from 'kysely';
import { cappedSocialExperience, gameDay, socialActExperience, type SocialAct } from '../../../shared/rules/party/socialExperience';
import type { Database } from '../../db/schema';
import type { Outbox } from '../../realtime/afterCommit';
import { grantExperience } from './grantExperience';

/**
 * Grants the social experience one act of party or guild life is worth (`amount`: a deposit's
 * credits), capped per game day: the day's row is locked first, so two acts at once count once
 * each and never pass the cap together. Returns what was granted (0 once the day is full).
 */
export async function grantSocialExperience(trx: Transaction<Database>, characterId: number, act: SocialAct, now: Date, outbox?: Outbox, amount = 0): Promise<number> {
  const worth = socialActExperience(act, amount);
  if (worth <= 0) return 0;
  // The game day as the date column holds it, whatever the connection's time zone.
  const day = sql<Date>`${gameDay(now)}::date`;
  await trx.insertInto('character_social_days').values({ character_id: characterId, day, earned: 0 }).onConflict((c) => c.columns(['character_id', 'day']).doNothing()).execute();
  const today = await trx.selectFrom('character_social_days').select('earned').where('character_id', '=', characterId).where('day', '=', day).forUpdate().executeTakeFirstOrThrow();
  const granted = cappedSocialExperience(worth, today.earned);
  if (granted === 0) return 0;
  await trx.updateTable('character_social_days').set({ earned: today.earned + granted }).where('character_id', '=', characterId).where('day', '=', day).execute();
  await grantExperience(trx, characterId, 'social', granted, outbox);
  return granted;
}
