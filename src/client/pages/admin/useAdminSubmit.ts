import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ValidationError } from '../../api/apiErrors';
import { refreshWorld } from '../../world/world';
import type { ErrorsAt } from './TreeEditors';

/** An admin act from a form: on success the world pages and the galaxy refetch; a 422's field errors by path. */
export function useAdminSubmit<T>(act: () => Promise<T>, onDone: (result: T) => void | Promise<void>) {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: act,
    onSuccess: async (result) => {
      await refreshWorld(queryClient);
      await onDone(result);
    },
  });
  const fieldErrors = mutation.error instanceof ValidationError ? mutation.error.errors : {};
  const errorAt: ErrorsAt = (path) => fieldErrors[path]?.[0];
  return { mutation, errorAt };
}
