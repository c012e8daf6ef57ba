import type { Transaction } from 'kysely';
import { BOUNTY_TEXTS, type BountyAction } from '../../../shared/api';
import { BOUNTY_DURATION_MS, postedOffer } from '../../../shared/rules/bounties/bountyBoard';
import { bountyBaseReward } from '../../../shared/rules/bounties/bountyRewards';
import { clueTrail } from '../../../shared/rules/bounties/clueTrail';
import type { Database } from '../../db/schema';
import { refused } from '../../kernel/refusal';
import { withCharacterLock, type MoneyDeps } from '../../kernel/withCharacterLock';
import { bountyView, systemNames, type BountyRow } from './bountyView';
import { hunterState, lockActiveBounty } from './hunterState';

/** The answer of a bounty act: the bounty as it stands after it, read in the act's transaction. */
async function answer(trx: Transaction<Database>, row: BountyRow, now: Date, message: string): Promise<BountyAction> {
  const [names, hunter] = await Promise.all([systemNames(trx, [row]), hunterState(trx, row.character_id)]);
  return { success: true, message, bounty: bountyView(row, names, hunter.systemId, hunter.bonus, now) };
}

/** The lanes and the systems where someone can be fought (a target hides only where a fight can be had). */
async function huntingGrounds(trx: Transaction<Database>) {
  const [lanes, fightable] = await Promise.all([
    trx.selectFrom('hyperspace_lanes').select(['from_area_id', 'to_area_id', 'length']).execute(),
    trx.selectFrom('enemies').select('super_area_id').distinct().execute(),
  ]);
  return {
    lanes: lanes.map((l) => ({ from: Number(l.from_area_id), to: Number(l.to_area_id), length: l.length })),
    hideouts: new Set(fightable.map((e) => Number(e.super_area_id))),
  };
}

/**
 * Takes a bounty posted on today's board: its trail is drawn from the target and the hunter (a
 * seed) along the lanes from where the hunter stands; the first clue is its first lead. One active
 * bounty per target per hunter; the hunter's bounties past their time are closed as expired first.
 */
export function acceptBounty(deps: MoneyDeps, characterId: number, targetKey: string): Promise<BountyAction> {
  return withCharacterLock(deps, characterId, async ({ trx, now }) => {
    const offer = postedOffer(targetKey, now);
    if (!offer) throw refused(BOUNTY_TEXTS.notPosted, 'target_key');
    await trx.updateTable('bounties').set((eb) => ({ status: 'expired', ended_at: eb.ref('expires_at') })).where('character_id', '=', characterId).where('status', '=', 'active').where('expires_at', '<=', now).execute();
    const taken = await trx.selectFrom('bounties').select('id').where('character_id', '=', characterId).where('target_key', '=', offer.key).where('status', '=', 'active').executeTakeFirst();
    if (taken) throw refused(BOUNTY_TEXTS.alreadyHunting, 'target_key');
    const [hunter, grounds] = await Promise.all([hunterState(trx, characterId), huntingGrounds(trx)]);
    const trail = clueTrail({ seed: `${offer.key}:${characterId}`, start: hunter.systemId, lanes: grounds.lanes, clues: offer.clues, hideouts: grounds.hideouts });
    if (!trail) throw refused(BOUNTY_TEXTS.noTrail, 'target_key');
    const row = await trx
      .insertInto('bounties')
      .values({
        character_id: characterId,
        target_key: offer.key,
        target_name: offer.targetName,
        target_level: offer.level,
        reward: bountyBaseReward(offer.level, offer.clues),
        trail: trail.map(String),
        status: 'active',
        accepted_at: now,
        expires_at: new Date(now.getTime() + BOUNTY_DURATION_MS),
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    const result = await answer(trx, row, now, '');
    result.message = `Bounty accepted: ${offer.targetName}. First lead: ${result.bounty.next?.system.name ?? 'unknown'}.`;
    return result;
  });
}

/**
 * Investigates the bounty's next clue where the hunter stands: refused in any other system, and once
 * the target is located. The clue found is the next lead: another clue, or the target's hideout.
 */
export function investigateClue(deps: MoneyDeps, characterId: number, bountyId: number): Promise<BountyAction> {
  return withCharacterLock(deps, characterId, async ({ trx, now }) => {
    const row = await lockActiveBounty(trx, characterId, bountyId, now);
    const trail = row.trail.map(Number);
    if (row.clues_followed >= trail.length - 1) throw refused(BOUNTY_TEXTS.targetLocated);
    const [hunter, names] = await Promise.all([hunterState(trx, characterId), systemNames(trx, [row])]);
    const clue = trail[row.clues_followed] as number;
    if (hunter.systemId !== clue) throw refused(BOUNTY_TEXTS.wrongSystem(names.get(clue) ?? 'another system'));
    const updated = await trx.updateTable('bounties').set({ clues_followed: row.clues_followed + 1 }).where('id', '=', row.id).returningAll().executeTakeFirstOrThrow();
    const lead = names.get(trail[updated.clues_followed] as number) ?? 'another system';
    const located = updated.clues_followed === trail.length - 1;
    const message = located ? `Target located: ${row.target_name} hides in ${lead}.` : `A new lead: ${row.target_name} was seen in ${lead}.`;
    return { success: true, message, bounty: bountyView(updated, names, hunter.systemId, hunter.bonus, now) };
  });
}

/** Gives a bounty up: it pays nothing, and the target may be taken again while it is posted. */
export function abandonBounty(deps: MoneyDeps, characterId: number, bountyId: number): Promise<BountyAction> {
  return withCharacterLock(deps, characterId, async ({ trx, now }) => {
    const row = await lockActiveBounty(trx, characterId, bountyId, now);
    const updated = await trx.updateTable('bounties').set({ status: 'abandoned', ended_at: now }).where('id', '=', row.id).returningAll().executeTakeFirstOrThrow();
    return answer(trx, updated, now, `You gave up the hunt for ${row.target_name}.`);
  }, { whileTravelling: 'allow' });
}
