import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { errorMessage } from '../api/apiErrors';
import { showToast } from '../ui/toastStore';
import { bountyCalls, settleBountyAct, type BountyActName } from './bounties';

const FAILURES: Readonly<Record<BountyActName, string>> = {
  accept: 'The bounty could not be taken',
  investigate: 'The investigation failed',
  engage: 'The fight could not start',
  abandon: 'The bounty could not be abandoned',
};

/**
 * Runs a bounty act: the server's sentence as a toast (its refusal, else a fallback), the board
 * patched from the answer; a fight started opens the fight page.
 */
export function useBountyAct(characterId: number) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: async ({ act, arg }: { act: BountyActName; arg: number | string }) => {
      const answer = act === 'accept' ? await bountyCalls.accept(String(arg)) : await bountyCalls[act](Number(arg));
      return { act, answer };
    },
    onSuccess: async ({ act, answer }) => {
      showToast('success', answer.message);
      await settleBountyAct(queryClient, characterId, act, answer);
      if ('session_id' in answer) void navigate(`/combat/${answer.session_id}`);
    },
    onError: (err, { act }) => showToast('error', errorMessage(err, FAILURES[act])),
  });
}
