import type { Transaction } from 'kysely';
import { characterChannelWireName } from '../../../shared/api/broadcasting';
import { splitPartyReward } from '../../../shared/rules/party/partyRewardShare';
import { formatCredits } from '../../../shared/rules/formatCredits';
import type { Database } from '../../db/schema';
import type { CharacterAct } from '../../kernel/withCharacterLock';
import { partyMembersBeside } from '../party/partyWhereabouts';

type Trx = Transaction<Database>;

/** A party member's part of a delivered contract's reward. */
export interface PartyShare {
  character_id: number;
  name: string;
  amount: number;
}

/**
 * Who the completion locks with the completer (the kernel's `together`): the party members
 * standing beside it, read before any lock. Only those locked can share (one who arrived since
 * waits its turn).
 */
export async function partyMembersBesideIds(trx: Trx, completerId: number): Promise<number[]> {
  return (await partyMembersBeside(trx, completerId)).map((member) => member.id);
}

/**
 * Pays the party members who are, under the locks, still in the delivery system and not on a
 * journey their share of `reward` (docs/GAME_RULES.md "Parties and quests"), each through the
 * money kernel with its own ledger row and a PartyRewardShared event for its captain's log (sent
 * after COMMIT). Returns what the completer keeps and the shares paid.
 */
export async function payPartyShares(
  act: CharacterAct,
  deal: { completerName: string; contractId: number; system: string; reward: number },
): Promise<{ kept: number; shares: PartyShare[] }> {
  const { trx, outbox, now } = act;
  const completerId = act.character.id;
  const members = (await partyMembersBeside(trx, completerId)).filter((member) => member.id !== completerId && act.lockedTogether.has(member.id));
  const split = splitPartyReward(deal.reward, members.map((member) => member.id));
  const shares: PartyShare[] = [];
  for (const [i, member] of members.entries()) {
    const amount = split.shares[i]!.amount;
    if (amount === 0) continue;
    await act.moveCreditsOf(member.id, { amount, reason: 'contract_party_share', reference: { type: 'contract', id: deal.contractId } }, { updated_at: now });
    outbox.add(characterChannelWireName(member.id), 'PartyRewardShared', {
      contract_id: deal.contractId,
      amount,
      from: { id: completerId, name: deal.completerName },
      message: `${deal.completerName} delivered a contract in ${deal.system}: ${formatCredits(amount)} shared with you.`,
    });
    shares.push({ character_id: member.id, name: member.name, amount });
  }
  return { kept: split.completer, shares };
}
