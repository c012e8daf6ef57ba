import { characterChannelWireName, type EntertainmentUpdatedPayload } from '../../../shared/api';
import type { Outbox } from '../../realtime/afterCommit';

/** Queues EntertainmentUpdated on the character's channel: a watcher came or went, a tip, a buff, a performance's end. */
export function queueEntertainmentUpdated(outbox: Outbox, payload: EntertainmentUpdatedPayload): void {
  outbox.add(characterChannelWireName(payload.character_id), 'EntertainmentUpdated', payload);
}
