import { craftingMessages as say, type CraftingActionResponse, type ResourceDeposit } from '../../../shared/api';
import type { HarvestTarget } from '../../../shared/rules/crafting/resourceCommodities';
import { refused } from '../../kernel/refusal';
import type { CharacterAct } from '../../kernel/withCharacterLock';
import { crafterStanding, craftingState, depositsInReach } from './craftingState';
import { harvestIntoHold } from './harvestIntoHold';

/** Puts a deposit's harvest into a stack of that resource the character carries. */
async function harvestIntoInventory(act: CharacterAct, deposit: ResourceDeposit): Promise<string> {
  await act.trx
    .insertInto('resource_stacks')
    .values({ character_id: act.character.id, spawn_key: deposit.key, kind: deposit.kind, name: deposit.name, quality: deposit.quality, units: deposit.harvest_units })
    .onConflict((oc) => oc.columns(['character_id', 'spawn_key']).doUpdateSet((eb) => ({ units: eb('resource_stacks.units', '+', deposit.harvest_units) })))
    .execute();
  return `You harvest ${deposit.harvest_units} units of ${deposit.name} (quality ${deposit.quality}).`;
}

/**
 * Harvests a deposit the character's survey reaches where it stands, once per deposit (the harvest
 * row's key refuses a second, even a concurrent one): its units go into a stack of that resource,
 * or `into` the ship's hold as the market commodity it doubles as. A refusal rolls the whole act back.
 */
export async function harvestDeposit(act: CharacterAct, galaxySeed: string, spawnKey: string, into: HarvestTarget = 'inventory'): Promise<CraftingActionResponse> {
  const standing = await crafterStanding(act.trx, act.character.id);
  const deposit = depositsInReach(galaxySeed, standing, act.now, new Set()).find((d) => d.key === spawnKey);
  if (!deposit) throw refused(say.noSuchDeposit, 'spawn_key');
  const first = await act.trx
    .insertInto('resource_harvests')
    .values({ character_id: act.character.id, spawn_key: spawnKey, spawn_name: deposit.name, harvested_at: act.now })
    .onConflict((oc) => oc.doNothing())
    .returning('spawn_key')
    .executeTakeFirst();
  if (!first) throw refused(say.alreadyHarvested, 'spawn_key');
  const message = into === 'hold' ? await harvestIntoHold(act, deposit) : await harvestIntoInventory(act, deposit);
  return { success: true, message, ...(await craftingState(act.trx, act.character.id, act.now, galaxySeed)) };
}
