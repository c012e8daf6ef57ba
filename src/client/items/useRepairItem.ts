import { useMutation, useQueryClient } from '@tanstack/react-query';
import { alertMessage } from '../api/apiErrors';
import { refreshInventory, repairShopItem } from './inventory';
import { showToast } from '../ui/toastStore';

/**
 * Mends an item (carried or worn) at a shop that repairs. No confirmation: the price is on the
 * button and the item only gains. The outcome is a toast; inventory and equipment refresh.
 */
export function useRepairItem(characterId: number, onSettled?: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ placeId, id }: { placeId: number; id: number }) => repairShopItem(placeId, id),
    onSuccess: (result) => showToast('success', result.message),
    onError: (error) => showToast('error', alertMessage(error, 'Repair failed')),
    onSettled: async () => {
      onSettled?.();
      await refreshInventory(queryClient, characterId);
    },
  });
}
