// Test helper: renders routes inside a memory router and a fresh query cache.
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { Outlet, RouterProvider, createMemoryRouter } from 'react-router';
import type { RouteObject } from 'react-router';
import { createQueryClient } from '../api/queryClient';
import { useCharacterSync } from '../characters/useCharacterSync';

/** The signed-in layout's part the pages rely on: the character query feeding the store. */
function SignedInLayout() {
  useCharacterSync();
  return <Outlet />;
}

export function renderRoutes(routes: RouteObject[], initialPath: string) {
  const queryClient = createQueryClient();
  const router = createMemoryRouter([{ Component: SignedInLayout, children: routes }], { initialEntries: [initialPath] });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { router, queryClient };
}
