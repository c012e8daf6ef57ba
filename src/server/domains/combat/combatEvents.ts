import { characterChannelWireName, type CombatUpdatedPayload } from '../../../shared/api';
import type { Outbox } from '../../realtime/afterCommit';

/** Queues CombatUpdated on the character's channel; it leaves once the transaction commits. */
export function queueCombatUpdated(outbox: Outbox, characterId: number, payload: CombatUpdatedPayload): void {
  outbox.add(characterChannelWireName(characterId), 'CombatUpdated', payload);
}
