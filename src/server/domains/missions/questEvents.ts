import { characterChannelWireName } from '../../../shared/api';
import type { Outbox } from '../../realtime/afterCommit';

/** Queues quest events on the act's outbox: the kernel writes them to the captain's log with the act and sends them after COMMIT. */
export function queueCharacterEvents(outbox: Outbox, characterId: number, event: 'MissionStepUpdated' | 'MissionCompleted', payloads: object[]): void {
  const channel = characterChannelWireName(characterId);
  for (const payload of payloads) outbox.add(channel, event, payload);
}
