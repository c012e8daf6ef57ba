import type { GuildResponse } from '../../../shared/api';
import { guildChannelName, socialEvents } from '../../../shared/api/socialChannels';
import { refused } from '../../kernel/refusal';
import { withCharacterLock, type MoneyDeps } from '../../kernel/withCharacterLock';
import { grantSocialExperience } from '../../kernel/grants/grantSocialExperience';
import { assertOfficer, lockGuild, rankIn } from './guildLocks';
import { showGuild } from './guildQueries';
import { guildTexts } from './guildTexts';

/**
 * The guild bank: credits move between a member's purse and the guild only through the money
 * kernel (the character's row locked first, a credit_ledger row for the character), and each
 * movement writes a guild_ledger row with the bank's balance after, in the same transaction.
 * Any member deposits (earning social experience, capped per game day); officers and the leader withdraw.
 */
export async function moveGuildCredits(deps: MoneyDeps, characterId: number, guildId: number, direction: 'deposit' | 'withdrawal', amount: number) {
  const credits = await withCharacterLock(
    deps,
    characterId,
    async (act) => {
      const guild = await lockGuild(act.trx, guildId);
      if (direction === 'deposit') await rankIn(act.trx, guildId, characterId);
      else await assertOfficer(act.trx, guildId, characterId);
      if (direction === 'deposit' && act.character.credits < amount) throw refused(`Insufficient credits: you have ${act.character.credits}.`, 'amount');
      if (direction === 'withdrawal' && guild.bank_credits < amount) throw refused(guildTexts.bankTooLow(guild.bank_credits), 'amount');
      const toBank = direction === 'deposit' ? amount : -amount;
      const after = await act.moveCredits({ amount: -toBank, reason: direction === 'deposit' ? 'guild_deposit' : 'guild_withdrawal', reference: { type: 'guild', id: guildId } });
      const bank = await act.trx
        .updateTable('guilds')
        .set((eb) => ({ bank_credits: eb('bank_credits', '+', toBank) }))
        .where('id', '=', guildId)
        .returning('bank_credits')
        .executeTakeFirstOrThrow();
      await act.trx
        .insertInto('guild_ledger')
        .values({ guild_id: guildId, character_id: characterId, amount: toBank, reason: direction, balance_after: bank.bank_credits, created_at: act.now })
        .execute();
      act.outbox.add(guildChannelName(guildId), socialEvents.guildUpdated, { guild_id: guildId });
      if (direction === 'deposit') await grantSocialExperience(act.trx, characterId, 'guild_deposit', act.now, act.outbox, amount);
      return after;
    },
    // Banking is paperwork: a character on a journey may still do it.
    { whileTravelling: 'allow' },
  );
  const state: GuildResponse = await showGuild(deps.db, guildId, characterId);
  return { success: true as const, message: direction === 'deposit' ? guildTexts.deposited(amount) : guildTexts.withdrew(amount), credits, ...state };
}
