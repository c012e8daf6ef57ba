import { QueryClientProvider } from '@tanstack/react-query';
import { Outlet } from 'react-router';
import { queryClient } from '../api/queryClient';
import { Toaster } from '../ui/Toaster';

/**
 * Every page's surroundings: the app's query cache and the game's alerts. A route layout of its
 * own, loaded with the first page, so neither is in the entry bundle that must arrive before
 * anything paints.
 */
export function PageLayout() {
  return (
    <QueryClientProvider client={queryClient}>
      <Outlet />
      <Toaster />
    </QueryClientProvider>
  );
}
