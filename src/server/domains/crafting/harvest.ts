import { craftingMessages as say, type CraftingActionResponse } from '../../../shared/api';
import { refused } from '../../kernel/refusal';
import type { CharacterAct } from '../../kernel/withCharacterLock';
import { crafterStanding, craftingState, depositsInReach } from './craftingState';

/**
 * Harvests a deposit the character's survey reaches where it stands: its units go into a stack of
 * that resource, once per deposit (the harvest row's key refuses a second, even a concurrent one).
 */
export async function harvestDeposit(act: CharacterAct, galaxySeed: string, spawnKey: string): Promise<CraftingActionResponse> {
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
  await act.trx
    .insertInto('resource_stacks')
    .values({ character_id: act.character.id, spawn_key: spawnKey, kind: deposit.kind, name: deposit.name, quality: deposit.quality, units: deposit.harvest_units })
    .onConflict((oc) => oc.columns(['character_id', 'spawn_key']).doUpdateSet((eb) => ({ units: eb('resource_stacks.units', '+', deposit.harvest_units) })))
    .execute();
  const message = `You harvest ${deposit.harvest_units} units of ${deposit.name} (quality ${deposit.quality}).`;
  return { success: true, message, ...(await craftingState(act.trx, act.character.id, act.now, galaxySeed)) };
}
