import { useMutation, useQueryClient } from '@tanstack/react-query';
import { errorMessage } from '../../api/apiErrors';
import { queryKeys } from '../../api/queryKeys';
import { showToast } from '../../ui/toastStore';

/** A change to a ship's part or upgrade records: the fleet reloads after it; a failure shows the server's message. */
export function useShipRecordMutation<Input>(characterId: number, mutationFn: (input: Input) => Promise<unknown>, success: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: async () => {
      showToast('success', success);
      await queryClient.invalidateQueries({ queryKey: queryKeys.ships.fleet(characterId) });
    },
    onError: (error) => showToast('error', errorMessage(error)),
  });
}
