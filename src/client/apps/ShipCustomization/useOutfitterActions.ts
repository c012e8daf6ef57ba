import { useMutation, useQueryClient } from '@tanstack/react-query';
import { alertMessage } from '../../api/apiErrors';
import { refreshShips } from '../../ships/refreshShips';
import { installUpgrade, uninstallUpgrade } from '../../ships/shipCustomization';
import { showToast } from '../../ui/toastStore';

const grouped = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

/** Install and uninstall with the seed 001 §8 alerts; afterwards the character and every ship query reload. */
export function useOutfitterActions(characterId: number, after: { installed?: () => void; uninstalled?: () => void } = {}) {
  const queryClient = useQueryClient();
  const install = useMutation({
    mutationFn: ({ shipId, upgradeId }: { shipId: number; upgradeId: number }) => installUpgrade(shipId, upgradeId),
    onSuccess: async () => {
      showToast('success', 'Upgrade installed successfully!');
      after.installed?.();
      await refreshShips(queryClient, characterId);
    },
    onError: (error) => showToast('error', alertMessage(error, 'Error installing upgrade')),
  });
  const uninstall = useMutation({
    mutationFn: uninstallUpgrade,
    onSuccess: async (result) => {
      showToast('success', `Upgrade uninstalled. Refund: ${grouped.format(result.refund)} credits`);
      after.uninstalled?.();
      await refreshShips(queryClient, characterId);
    },
    onError: (error) => showToast('error', alertMessage(error, 'Error uninstalling upgrade')),
  });
  return { install, uninstall };
}
