import { sql } from 'kysely';
import { characterChannelWireName, type BountyUpdatedEvent } from '../../../shared/api';
import { formatCredits } from '../../../shared/rules/formatCredits';
import { bountyPayout, investigationExperience } from '../../../shared/rules/bounties/bountyRewards';
import { grantExperience } from '../../kernel/grants/grantExperience';
import type { CharacterAct } from '../../kernel/withCharacterLock';
import { characterModifiers, learnedModifiersSql } from '../skills/characterModifiers';

/**
 * A fight won against `enemyId`: the bounty whose target fight it was (its session still active,
 * its hunter locked in this act) is completed and paid once: the reward from the bounty office,
 * raised by the hunter's `bounty_reward` modifier (a bounty_reward ledger row), and investigation
 * experience for each clue followed. A win over the same enemy outside the bounty's fight pays nothing.
 */
export async function completeBounty(act: CharacterAct, enemyId: number): Promise<void> {
  const { trx, now, outbox } = act;
  const hunters = [...act.lockedTogether];
  const rows = await trx
    .selectFrom('bounties as b')
    .innerJoin('combat_sessions as cs', 'cs.id', 'b.combat_session_id')
    .select(['b.id', 'b.character_id', 'b.target_name', 'b.reward', 'b.clues_followed', learnedModifiersSql(sql.ref<number>('b.character_id')).as('learned')])
    .where('b.status', '=', 'active')
    .where('cs.status', '=', 'active')
    .where('cs.opponent_id', '=', enemyId)
    .where('b.character_id', 'in', hunters)
    .forUpdate('b')
    .execute();
  for (const row of rows) {
    const hunterId = Number(row.character_id);
    const paid = bountyPayout(row.reward, characterModifiers(row.learned).bounty_reward);
    await act.moveCreditsOf(hunterId, { amount: paid, reason: 'bounty_reward', reference: { type: 'bounty', id: Number(row.id) } }, { updated_at: now });
    await trx.updateTable('bounties').set({ status: 'completed', paid, ended_at: now }).where('id', '=', row.id).execute();
    await grantExperience(trx, hunterId, 'investigation', investigationExperience(row.clues_followed), outbox);
    const event: BountyUpdatedEvent = { bounty_id: Number(row.id), status: 'completed', paid, message: `Bounty collected: ${row.target_name} is brought in. +${formatCredits(paid)}.` };
    outbox.add(characterChannelWireName(hunterId), 'BountyUpdated', event);
  }
}
