import { QueryObserver, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { expect, vi } from 'vitest';
import type { RouteEntry } from '../../shared/api/route';

/** Mounts `reads` on `queryClient` with their data, each fetch counted by the route it calls (an act's follow-up reads). */
export function mountCountedReads(queryClient: QueryClient, reads: Array<{ entry: RouteEntry; key: QueryKey; data: unknown }>) {
  const read: RouteEntry[] = [];
  const unsubscribes = reads.map(({ entry, key, data }) => {
    queryClient.setQueryData(key, data);
    const queryFn = vi.fn(async () => {
      read.push(entry);
      return data;
    });
    return new QueryObserver(queryClient, { queryKey: key, queryFn, staleTime: Infinity }).subscribe(() => {});
  });
  return { read, done: () => unsubscribes.forEach((unsubscribe) => unsubscribe()) };
}

/** Resolves once the query client fetches nothing. */
export async function queriesIdle(queryClient: QueryClient): Promise<void> {
  await vi.waitFor(() => expect(queryClient.isFetching()).toBe(0));
}
