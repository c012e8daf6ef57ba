import { QueryClient } from '@tanstack/react-query';
import { httpStatus } from './apiErrors';
import { exposeQueryActivity } from './queryActivity';

/** Retrying a 4xx cannot change the answer; retry once on network or server errors. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  const status = httpStatus(error);
  if (status !== undefined && status < 500) return false;
  return failureCount < 1;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetry, staleTime: 15_000, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}

/** The app's cache; logout clears it. */
export const queryClient = createQueryClient();
exposeQueryActivity(queryClient);
