import { craftingMessages as say, holdFullMessage, type ResourceDeposit } from '../../../shared/api';
import { commodityOfResource, holdRefusal } from '../../../shared/rules/crafting/resourceCommodities';
import { loadCargo } from '../../kernel/cargoHold';
import { lockShip } from '../../kernel/locks';
import { refused } from '../../kernel/refusal';
import { queueShipStatusChanged } from '../../kernel/shipStatusEvent';
import type { CharacterAct } from '../../kernel/withCharacterLock';
import { holdHere } from './holdHere';

/**
 * Puts a deposit's harvest into the active ship's hold as the market commodity it doubles as:
 * refused (the act's transaction then changes nothing) without a ship, for a resource no market
 * trades, where this system's market doesn't trade it, or when the whole harvest doesn't fit.
 * The ship row is locked after the character's (the kernel's lock order), so the free space read
 * here stays true until COMMIT. Harvested units cost nothing: their sale is all profit.
 */
export async function harvestIntoHold(act: CharacterAct, deposit: ResourceDeposit): Promise<string> {
  const commodity = commodityOfResource(deposit.kind);
  if (!commodity) throw refused(say.notACommodity, 'into');
  if (act.character.active_ship_id === null || !(await lockShip(act.trx, act.character.active_ship_id))) throw refused(say.noShipForHold, 'into');
  const hold = await holdHere(act.trx, act.character.id);
  if (!hold) throw refused(say.noShipForHold, 'into');
  const commodityId = hold.traded.get(commodity);
  if (commodityId === undefined) throw refused(say.notTradedHere, 'into');
  const full = holdRefusal(hold, deposit.harvest_units);
  if (full) throw refused(holdFullMessage(deposit.harvest_units, full.free), 'into');
  await loadCargo(act.trx, { shipId: hold.shipId, commodityId, quantity: deposit.harvest_units, cost: 0 });
  const message = `You harvest ${deposit.harvest_units} units of ${deposit.name} into the hold of ${hold.shipName} as ${commodity}.`;
  queueShipStatusChanged(act.outbox, act.character.id, { ship_id: hold.shipId, change: 'cargo_loaded', message: `${hold.shipName}: ${message}` });
  return message;
}
