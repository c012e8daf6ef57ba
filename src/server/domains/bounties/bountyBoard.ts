import type { Kysely } from 'kysely';
import type { BountyBoardResponse } from '../../../shared/api';
import { bountyDay, bountyOffers } from '../../../shared/rules/bounties/bountyBoard';
import type { Database } from '../../db/schema';
import { bountyView, offerView, systemNames } from './bountyView';
import { hunterState } from './hunterState';

/** How many ended bounties the board keeps in view. */
const HISTORY = 10;

/** The bounty board: today's posted targets (rewards with the hunter's bonus), the hunts under way and the last ones ended. */
export async function bountyBoard(db: Kysely<Database>, characterId: number, now: Date): Promise<BountyBoardResponse> {
  const [hunter, rows] = await Promise.all([
    hunterState(db, characterId),
    db.selectFrom('bounties').selectAll().where('character_id', '=', characterId).orderBy('accepted_at', 'desc').orderBy('id', 'desc').limit(50).execute(),
  ]);
  const names = await systemNames(db, rows);
  const views = rows.map((row) => bountyView(row, names, hunter.systemId, hunter.bonus, now));
  const active = views.filter((b) => b.status === 'active');
  const taken = new Set(active.map((b) => b.key));
  return {
    offers: bountyOffers(bountyDay(now)).map((offer) => offerView(offer, hunter.bonus, taken.has(offer.key))),
    active,
    history: views.filter((b) => b.status !== 'active').slice(0, HISTORY),
  };
}
