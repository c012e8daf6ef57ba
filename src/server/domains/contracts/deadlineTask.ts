import { characterChannelWireName } from '../../../shared/api';
import { CONTRACT_DEADLINE_WINDOW_MS } from '../../../shared/rules/notifications/notificationConstants';
import { minutesUntil } from '../../../shared/rules/contracts/timeRemaining';
import { transactionThenBroadcast } from '../../realtime/afterCommit';
import type { TickTask } from '../../sim/tickTask';

/** Warns each carrier once, by TradingContractDeadline, when a deadline comes within 24 hours. */
export const contractDeadlineTask: TickTask = {
  name: 'contract deadlines',
  run: async ({ db, now, broadcaster }) => {
    const windowEnd = new Date(now.getTime() + CONTRACT_DEADLINE_WINDOW_MS);
    await transactionThenBroadcast(
      db,
      broadcaster,
      async (trx, outbox) => {
        const due = await trx
          .updateTable('trading_contracts')
          .set({ deadline_warned: true })
          .where('status', '=', 'active')
          .where('deadline_warned', '=', false)
          .where('deadline_at', '>', now)
          .where('deadline_at', '<=', windowEnd)
          .returning(['id', 'title', 'character_id', 'deadline_at'])
          .execute();
        for (const contract of due) {
          if (contract.character_id === null || contract.deadline_at === null) continue;
          outbox.add(characterChannelWireName(contract.character_id), 'TradingContractDeadline', {
            contract_id: contract.id,
            title: contract.title,
            deadline: contract.deadline_at.toISOString(),
            time_remaining: minutesUntil(contract.deadline_at, now),
          });
        }
      },
      now,
    );
  },
};
