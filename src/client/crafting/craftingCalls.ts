import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { craftingRoutes, type CraftingActionResponse, type VendorsActionResponse } from '../../shared/api';
import type { ExperimentAllocation } from '../../shared/rules/crafting/experimentation';
import type { HarvestTarget } from '../../shared/rules/crafting/resourceCommodities';
import { refreshChanges } from '../api/actSettlement';
import { callRoute } from '../api/callRoute';
import { queryKeys } from '../api/queryKeys';

/** The survey where the character stands, its resources and schematics. */
export const craftingQuery = (characterId: number) =>
  queryOptions({ queryKey: queryKeys.crafting(characterId), queryFn: ({ signal }) => callRoute(craftingRoutes.show, {}, { signal }) });

/** The vendor stalls where the character stands, and its own. */
export const vendorsQuery = (characterId: number) =>
  queryOptions({ queryKey: queryKeys.vendors(characterId), queryFn: ({ signal }) => callRoute(craftingRoutes.vendors, {}, { signal }) });

export const craftingCalls = {
  harvest: (spawnKey: string, into: HarvestTarget = 'inventory') => callRoute(craftingRoutes.harvest, { body: { spawn_key: spawnKey, into } }),
  craft: (schematicKey: string, stackIds: number[], experiment?: ExperimentAllocation) => callRoute(craftingRoutes.craft, { body: { schematic_key: schematicKey, stack_ids: stackIds, ...(experiment ? { experiment } : {}) } }),
  placeStall: (name: string) => callRoute(craftingRoutes.placeStall, { body: { name } }),
  list: (itemId: number, price: number) => callRoute(craftingRoutes.list, { body: { item_id: itemId, price } }),
  unlist: (itemId: number) => callRoute(craftingRoutes.unlist, { body: { item_id: itemId } }),
  buy: (itemId: number) => callRoute(craftingRoutes.buy, { body: { item_id: itemId } }),
  placeStructure: (itemId: number) => callRoute(craftingRoutes.placeStructure, { body: { item_id: itemId } }),
};

/** Puts a crafting act's answer in the cache and refreshes the rest it changed (inventory, skills). */
export function settleCraftingAct(queryClient: QueryClient, characterId: number, act: 'harvest' | 'craft', answer: CraftingActionResponse): Promise<unknown> {
  const { success: _success, message: _message, ...rest } = answer;
  const state = { district: rest.district, deposits: rest.deposits, resources: rest.resources, schematics: rest.schematics, bonuses: rest.bonuses, hold: rest.hold };
  queryClient.setQueryData(queryKeys.crafting(characterId), state);
  return refreshChanges(queryClient, characterId, craftingRoutes[act].changes, { patched: [queryKeys.crafting(characterId)] });
}

/** Puts a vendor act's answer in the cache and refreshes the inventory and credits it changed. */
export function settleVendorAct(queryClient: QueryClient, characterId: number, act: 'placeStall' | 'list' | 'unlist' | 'buy' | 'placeStructure', answer: VendorsActionResponse): Promise<unknown> {
  const { success: _success, message: _message, ...state } = answer;
  queryClient.setQueryData(queryKeys.vendors(characterId), state);
  return refreshChanges(queryClient, characterId, craftingRoutes[act].changes, { patched: [queryKeys.vendors(characterId)] });
}
