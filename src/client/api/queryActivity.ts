import type { QueryClient } from '@tanstack/react-query';

declare global {
  interface Window {
    /** Test browsers only: whether the query client neither fetches nor mutates right now. */
    __starlaneQueriesIdle?: () => boolean;
  }
}

/**
 * Under a test browser (navigator.webdriver), lets a browser test ask whether the query client
 * is idle, so it can wait for an act's follow-up reads to have settled before it counts them. It
 * asks the cache at the moment of asking: a fetch is counted from the moment it starts.
 */
export function exposeQueryActivity(queryClient: QueryClient): void {
  if (typeof window === 'undefined' || !navigator.webdriver) return;
  window.__starlaneQueriesIdle = () => queryClient.isFetching() + queryClient.isMutating() === 0;
}
