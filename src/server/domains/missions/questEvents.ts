import type { Transaction } from 'kysely';
import { characterChannelWireName } from '../../../shared/api';
import type { Database } from '../../db/schema';
import { outboxOf } from '../../realtime/afterCommit';
import { recordCharacterEvent } from '../captainsLog/recordEvents';

/**
 * Queues events on the transaction's outbox (written to the captain's log and sent after COMMIT);
 * a transaction opened without one still logs them, and the client sees them on its next read.
 */
export async function queueCharacterEvents(trx: Transaction<Database>, characterId: number, event: 'MissionStepUpdated' | 'MissionCompleted', payloads: object[]): Promise<void> {
  const outbox = outboxOf(trx);
  const channel = characterChannelWireName(characterId);
  for (const payload of payloads) {
    if (outbox) outbox.add(channel, event, payload);
    else await recordCharacterEvent(trx, { channels: [channel], event, data: payload }, new Date());
  }
}
