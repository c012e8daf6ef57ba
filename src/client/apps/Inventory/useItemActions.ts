import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { InventoryItem } from '../../../shared/api';
import type { EquipmentSlot } from '../../../shared/rules/items/itemKinds';
import { alertMessage } from '../../api/apiErrors';
import { sendCombatAction } from '../../combat/combat';
import { settleCombatTurn } from '../../combat/settleCombatTurn';
import { applyInventoryItem, equipItem, refreshInventory, sellShopItem, settleEquip } from '../../items/inventory';
import { useCharacterStore } from '../../stores/characterStore';
import { useRepairItem } from '../../items/useRepairItem';
import { showToast } from '../../ui/toastStore';

export type ItemDialog = { kind: 'equip' | 'use' | 'sell'; item: InventoryItem } | null;

/**
 * The Equip, Use and Sell confirmations of the Inventory app. Seed 000 §4: a dialog closes after
 * the action whether it succeeded or not; the outcome is a toast.
 */
export function useItemActions(characterId: number) {
  const queryClient = useQueryClient();
  const [dialog, setDialog] = useState<ItemDialog>(null);
  const settle = {
    onSuccess: (result: { message: string }) => showToast('success', result.message),
    onSettled: async () => {
      setDialog(null);
      await refreshInventory(queryClient, characterId);
    },
  };
  const equip = useMutation({
    mutationFn: ({ id, slot }: { id: number; slot: EquipmentSlot }) => equipItem(id, slot),
    onSuccess: async (result, { slot }) => {
      showToast('success', result.message);
      setDialog(null);
      await settleEquip(queryClient, characterId, result, slot);
    },
    onError: async (error) => {
      showToast('error', alertMessage(error, 'Equip failed'));
      setDialog(null);
      await refreshInventory(queryClient, characterId);
    },
  });
  // Seed 000 §4: in combat, using an item goes through the combat action instead of the inventory call.
  const use = useMutation({
    mutationFn: async (id: number) => {
      if (!useCharacterStore.getState().inCombat) return applyInventoryItem(id);
      const request = { action: 'use_item', item_id: id } as const;
      const result = await sendCombatAction(request);
      await settleCombatTurn(queryClient, characterId, request, result);
      return result;
    },
    ...settle,
    onError: (error) => showToast('error', alertMessage(error, 'Use failed')),
  });
  const sell = useMutation({ mutationFn: ({ placeId, id }: { placeId: number; id: number }) => sellShopItem(placeId, id), ...settle, onError: (error) => showToast('error', alertMessage(error, 'Sale failed')) });
  const repair = useRepairItem(characterId, () => setDialog(null));
  return {
    dialog,
    open: (kind: 'equip' | 'use' | 'sell', item: InventoryItem) => setDialog({ kind, item }),
    close: () => setDialog(null),
    busy: equip.isPending || use.isPending || sell.isPending || repair.isPending,
    repair: (placeId: number, id: number) => repair.mutate({ placeId, id }),
    equip: (slot: EquipmentSlot) => dialog && equip.mutate({ id: dialog.item.id, slot }),
    use: () => dialog && use.mutate(dialog.item.id),
    sell: (placeId: number) => dialog && sell.mutate({ placeId, id: dialog.item.id }),
  };
}
