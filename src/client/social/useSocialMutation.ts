import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { errorMessage } from '../api/apiErrors';
import { showToast } from '../ui/toastStore';

/**
 * A party, guild or chat action: the server's message as a success toast, its refusal shown
 * beside the form (`problem`) and as an error toast; `onDone` stores the answer.
 */
export function useSocialMutation<Args extends unknown[], Result extends object>(
  call: (...args: Args) => Promise<Result>,
  onDone: (result: Result) => void | Promise<void>,
  fallback = 'An error occurred',
) {
  const [problem, setProblem] = useState<string | null>(null);
  const mutation = useMutation({
    mutationFn: (args: Args) => call(...args),
    onMutate: () => setProblem(null),
    onSuccess: async (result) => {
      // Actions answer with a message to show; a sent chat message is its own answer.
      const message = (result as { message?: unknown }).message;
      if (typeof message === 'string' && message !== '') showToast('success', message);
      await onDone(result);
    },
    onError: (error) => {
      const message = errorMessage(error, fallback);
      setProblem(message);
      showToast('error', message);
    },
  });
  return { run: (...args: Args) => mutation.mutate(args), busy: mutation.isPending, problem, clearProblem: () => setProblem(null) };
}
