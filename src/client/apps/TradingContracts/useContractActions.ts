import { useMutation, useQueryClient } from '@tanstack/react-query';
import { alertMessage } from '../../api/apiErrors';
import { queryKeys } from '../../api/queryKeys';
import { abandonContract, acceptContract, completeContract } from '../../contracts/tradingContracts';
import { showToast } from '../../ui/toastStore';

const grouped = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

/**
 * Accept, complete and abandon, with the seed 001 §8 alerts and the §4 refreshes: after accept
 * the character, available and active lists; after complete the character, active and history;
 * after abandon everything the contract touched.
 */
export function useContractActions(characterId: number, onAccepted: () => void) {
  const queryClient = useQueryClient();
  const refresh = (...keys: (readonly unknown[])[]) => Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
  const character = queryKeys.character(characterId);
  const available = queryKeys.contracts.availableAll(characterId);
  const active = queryKeys.contracts.active(characterId);
  const history = queryKeys.contracts.history(characterId);

  const accept = useMutation({
    mutationFn: acceptContract,
    onSuccess: async () => {
      showToast('success', 'Contract accepted successfully!');
      onAccepted();
      await refresh(character, available, active);
    },
    onError: (error) => showToast('error', alertMessage(error, 'Error accepting contract')),
  });

  const complete = useMutation({
    mutationFn: completeContract,
    onSuccess: async (result) => {
      showToast('success', `Contract completed! Reward: ${grouped.format(result.total_payout)} credits`);
      await refresh(character, active, history);
    },
    onError: (error) => showToast('error', alertMessage(error, 'Error completing contract')),
  });

  const abandon = useMutation({
    mutationFn: abandonContract,
    onSuccess: async (result) => {
      showToast('success', `Contract abandoned. Collateral forfeited: ${grouped.format(result.collateral_forfeited)} credits`);
      await refresh(character, available, active, history);
    },
    onError: (error) => showToast('error', alertMessage(error, 'Error abandoning contract')),
  });

  return { accept, complete, abandon };
}
