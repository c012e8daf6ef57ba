import { characterChannelWireName, type ShipStatusChangedPayload } from '../../shared/api';
import type { Outbox } from '../realtime/afterCommit';

/** Queues ShipStatusChanged on the character's channel; it leaves once the transaction commits. */
export function queueShipStatusChanged(outbox: Outbox, characterId: number, payload: ShipStatusChangedPayload): void {
  outbox.add(characterChannelWireName(characterId), 'ShipStatusChanged', payload);
}
