import { sql, type Kysely, type Transaction } from 'kysely';
import { BOUNTY_TEXTS } from '../../../shared/api';
import type { Database } from '../../db/schema';
import { notFound, refused } from '../../kernel/refusal';
import { characterModifiers, learnedModifiersSql } from '../skills/characterModifiers';
import { bountyStatus, type BountyRow } from './bountyView';

/** Where the hunter stands (its system) and its bounty bonus, in one statement. */
export async function hunterState(db: Kysely<Database> | Transaction<Database>, characterId: number): Promise<{ systemId: number; bonus: number }> {
  const row = await db
    .selectFrom('characters as c')
    .innerJoin('places as p', 'p.id', 'c.place_id')
    .select(['p.super_area_id', learnedModifiersSql(sql.ref<number>('c.id')).as('learned')])
    .where('c.id', '=', characterId)
    .executeTakeFirstOrThrow();
  return { systemId: Number(row.super_area_id), bonus: characterModifiers(row.learned).bounty_reward };
}

/** The character's bounty `bountyId`, locked; refused unless it is still active and in time. */
export async function lockActiveBounty(trx: Transaction<Database>, characterId: number, bountyId: number, now: Date): Promise<BountyRow> {
  const row = await trx.selectFrom('bounties').selectAll().where('id', '=', bountyId).where('character_id', '=', characterId).forUpdate().executeTakeFirst();
  if (!row) throw notFound(BOUNTY_TEXTS.notFound);
  const status = bountyStatus(row, now);
  if (status === 'expired') throw refused(BOUNTY_TEXTS.expired);
  if (status !== 'active') throw refused(BOUNTY_TEXTS.notActive);
  return row;
}
