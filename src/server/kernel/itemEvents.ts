import { characterChannelWireName, type EquipmentDamagedPayload, type InventoryUpdatedPayload } from '../../shared/api/index';
import type { Outbox } from '../realtime/afterCommit';

/** Queues InventoryUpdated on the character's channel; it leaves once the transaction commits. */
export function queueInventoryUpdated(outbox: Outbox, characterId: number, payload: InventoryUpdatedPayload): void {
  outbox.add(characterChannelWireName(characterId), 'InventoryUpdated', payload);
}

/** Queues EquipmentDamaged on the character's channel; it leaves once the transaction commits. */
export function queueEquipmentDamaged(outbox: Outbox, characterId: number, payload: EquipmentDamagedPayload): void {
  outbox.add(characterChannelWireName(characterId), 'EquipmentDamaged', payload);
}
