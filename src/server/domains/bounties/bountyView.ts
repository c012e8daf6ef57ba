import type { Kysely, Selectable } from 'kysely';
import type { Bounty, BountyOffer } from '../../../shared/api';
import { bountyBaseReward, bountyPayout } from '../../../shared/rules/bounties/bountyRewards';
import type { BountyOffer as PostedOffer } from '../../../shared/rules/bounties/bountyBoard';
import type { Database } from '../../db/schema';
import type { BountiesTable } from '../../db/schema/missions';

export type BountyRow = Selectable<BountiesTable>;

/** A bounty past its time still reads `active` in the table until an act touches it: it is expired. */
export function bountyStatus(row: Pick<BountyRow, 'status' | 'expires_at'>, now: Date): Bounty['status'] {
  return row.status === 'active' && row.expires_at <= now ? 'expired' : row.status;
}

/** The names of the systems of these trails, in one read. */
export async function systemNames(db: Kysely<Database>, rows: readonly Pick<BountyRow, 'trail'>[]): Promise<Map<number, string>> {
  const ids = [...new Set(rows.flatMap((row) => row.trail.map(Number)))];
  if (ids.length === 0) return new Map();
  const systems = await db.selectFrom('super_areas').select(['id', 'name']).where('id', 'in', ids).execute();
  return new Map(systems.map((s) => [Number(s.id), s.name]));
}

/**
 * A bounty as its hunter sees it: the clues followed, the next lead (a clue, or the target once the
 * last clue is followed), nothing of the trail beyond; the reward with the hunter's bonus.
 */
export function bountyView(row: BountyRow, names: ReadonlyMap<number, string>, here: number, bonus: number, now: Date): Bounty {
  const trail = row.trail.map(Number);
  const status = bountyStatus(row, now);
  const clues = trail.length - 1;
  const lead = (index: number, followed: boolean) => {
    const id = trail[index] as number;
    return { system: { id, name: names.get(id) ?? 'Unknown system' }, kind: index === clues ? ('target' as const) : ('clue' as const), followed };
  };
  const followed = trail.slice(0, row.clues_followed).map((_, index) => lead(index, true));
  const next = status === 'active' ? lead(row.clues_followed, false) : null;
  const shown = status === 'completed' ? trail.map((_, index) => lead(index, true)) : next ? [...followed, next] : followed;
  return {
    id: Number(row.id),
    key: row.target_key,
    target_name: row.target_name,
    target_level: row.target_level,
    status,
    clues_total: clues,
    clues_followed: row.clues_followed,
    trail: shown,
    next,
    here: next !== null && next.system.id === here,
    reward: row.paid ?? bountyPayout(row.reward, bonus),
    paid: row.paid,
    combat_session_id: row.combat_session_id === null ? null : Number(row.combat_session_id),
    accepted_at: row.accepted_at.toISOString(),
    expires_at: row.expires_at.toISOString(),
    ended_at: row.ended_at?.toISOString() ?? null,
  };
}

/** A posted bounty on the board, its reward raised by the hunter's bonus. */
export function offerView(offer: PostedOffer, bonus: number, taken: boolean): BountyOffer {
  return {
    key: offer.key,
    target_name: offer.targetName,
    level: offer.level,
    clues: offer.clues,
    crime: offer.crime,
    reward: bountyPayout(bountyBaseReward(offer.level, offer.clues), bonus),
    taken,
  };
}
