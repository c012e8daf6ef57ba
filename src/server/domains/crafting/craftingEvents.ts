import { characterChannelWireName, type CraftingUpdatedPayload } from '../../../shared/api';
import type { Outbox } from '../../realtime/afterCommit';

/** Queues CraftingUpdated on the character's channel: a craft finished, or its stall made a sale. */
export function queueCraftingUpdated(outbox: Outbox, payload: CraftingUpdatedPayload): void {
  outbox.add(characterChannelWireName(payload.character_id), 'CraftingUpdated', payload);
}
