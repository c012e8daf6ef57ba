import { entertainmentMessages as say, type CantinaActionResponse } from '../../../shared/api';
import { formatCredits } from '../../../shared/rules/formatCredits';
import { refused } from '../../kernel/refusal';
import type { CharacterAct } from '../../kernel/withCharacterLock';
import { cantinaState } from './cantinaState';
import { queueEntertainmentUpdated } from './entertainmentEvents';
import { performanceHere } from './watching';

/**
 * Tips `performerId`, performing at the tipper's place, `amount` credits: both characters are
 * locked by the act (`together`), the credits leave one and reach the other in its transaction,
 * each side with its ledger row, so no credit is made or lost.
 */
export async function tipPerformer(act: CharacterAct, performerId: number, amount: number): Promise<CantinaActionResponse> {
  if (performerId === act.character.id) throw refused(say.ownTip, 'performer_id');
  const performance = act.lockedTogether.has(performerId) ? await performanceHere(act, performerId) : undefined;
  if (!performance) throw refused(say.noSuchPerformance, 'performer_id');
  if (act.character.credits < amount) throw refused(`Insufficient credits: you have ${formatCredits(act.character.credits)}.`, 'amount');
  const reference = { type: 'character' as const, id: performerId };
  await act.moveCredits({ amount: -amount, reason: 'tip_given', reference });
  await act.moveCreditsOf(performerId, { amount, reason: 'tip_received', reference: { type: 'character', id: act.character.id } });
  await act.trx
    .updateTable('performances')
    .set((eb) => ({ tips_received: eb('tips_received', '+', amount) }))
    .where('character_id', '=', performerId)
    .execute();
  const { name } = await act.trx.selectFrom('characters').select('name').where('id', '=', act.character.id).executeTakeFirstOrThrow();
  queueEntertainmentUpdated(act.outbox, { character_id: performerId, change: 'tip_received', message: `${name} tipped you ${formatCredits(amount)}.`, buff: null });
  return { success: true, message: `You tip ${performance.name} ${formatCredits(amount)}.`, ...(await cantinaState(act.trx, act.character.id, act.now)) };
}
