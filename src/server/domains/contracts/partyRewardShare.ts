import type { Transaction } from 'kysely';
import { characterChannelWireName } from '../../../shared/api/broadcasting';
import { splitPartyReward } from '../../../shared/rules/party/partyRewardShare';
import { formatCredits } from '../../../shared/rules/formatCredits';
import type { Database } from '../../db/schema';
import { lockCharacters, moveCredits } from '../../kernel/locks';
import type { Outbox } from '../../realtime/afterCommit';
import { partyMembersBeside } from '../party/partyWhereabouts';

type Trx = Transaction<Database>;

/** A party member's part of a delivered contract's reward. */
export interface PartyShare {
  character_id: number;
  name: string;
  amount: number;
}

/**
 * The completion's first lock: the completer and the party members standing beside it, all by id
 * (the kernel's `lockCharacters`), so two members completing at once queue instead of
 * deadlocking. Returns the ids locked; only they can share (one who arrived since waits its turn).
 */
export async function lockCompleterAndParty(trx: Trx, completerId: number): Promise<ReadonlySet<number>> {
  const beside = await partyMembersBeside(trx, completerId);
  return new Set(await lockCharacters(trx, [completerId, ...beside.map((member) => member.id)]));
}

/**
 * Pays the party members who are, under the locks, still in the delivery system and not on a
 * journey their share of `reward` (docs/GAME_RULES.md "Parties and quests"), each through the
 * money kernel with its own ledger row and a PartyRewardShared event for its captain's log (sent
 * after COMMIT). Returns what the completer keeps and the shares paid.
 */
export async function payPartyShares(
  trx: Trx,
  outbox: Outbox,
  deal: { completerId: number; completerName: string; contractId: number; system: string; reward: number; locked: ReadonlySet<number>; now: Date },
): Promise<{ kept: number; shares: PartyShare[] }> {
  const members = (await partyMembersBeside(trx, deal.completerId)).filter((member) => deal.locked.has(member.id));
  const split = splitPartyReward(deal.reward, members.map((member) => member.id));
  const shares: PartyShare[] = [];
  for (const [i, member] of members.entries()) {
    const amount = split.shares[i]!.amount;
    if (amount === 0) continue;
    await moveCredits(trx, member.id, { amount, reason: 'contract_party_share', reference: { type: 'contract', id: deal.contractId }, at: deal.now }, { updated_at: deal.now });
    outbox.add(characterChannelWireName(member.id), 'PartyRewardShared', {
      contract_id: deal.contractId,
      amount,
      from: { id: deal.completerId, name: deal.completerName },
      message: `${deal.completerName} delivered a contract in ${deal.system}: ${formatCredits(amount)} shared with you.`,
    });
    shares.push({ character_id: member.id, name: member.name, amount });
  }
  return { kept: split.completer, shares };
}
