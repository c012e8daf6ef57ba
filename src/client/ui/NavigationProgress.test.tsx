import { act, render, screen } from '@testing-library/react';
import { Outlet, RouterProvider, createMemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { NAVIGATION_PROGRESS_DELAY_MS, NavigationProgress } from './NavigationProgress';

function slowRouter() {
  let finish: () => void = () => {};
  const loaderDone = new Promise<null>((resolve) => {
    finish = () => resolve(null);
  });
  const router = createMemoryRouter([
    {
      path: '/',
      Component: () => (
        <>
          <NavigationProgress />
          <Outlet />
        </>
      ),
      children: [
        { index: true, Component: () => <p>Home</p> },
        { path: 'slow', loader: () => loaderDone, Component: () => <p>Slow page</p> },
      ],
    },
  ]);
  return { router, finish: () => finish() };
}

describe('NavigationProgress', () => {
  it('stays hidden for the first 250 ms of a navigation, then shows until it finishes', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { router, finish } = slowRouter();
    render(<RouterProvider router={router} />);
    expect(screen.getByText('Home')).toBeVisible();

    act(() => {
      void router.navigate('/slow');
    });
    expect(router.state.navigation.state).toBe('loading');
    act(() => {
      vi.advanceTimersByTime(NAVIGATION_PROGRESS_DELAY_MS - 1);
    });
    expect(screen.queryByRole('progressbar')).toBeNull();

    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.getByRole('progressbar', { name: 'Loading page' })).toBeVisible();

    await act(async () => {
      finish();
      await vi.waitFor(() => expect(router.state.navigation.state).toBe('idle'));
    });
    expect(screen.getByText('Slow page')).toBeVisible();
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(NAVIGATION_PROGRESS_DELAY_MS).toBe(250);
  });

  it('never shows for a navigation that finishes within the delay', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { router, finish } = slowRouter();
    render(<RouterProvider router={router} />);

    act(() => {
      void router.navigate('/slow');
    });
    act(() => {
      vi.advanceTimersByTime(200);
    });
    await act(async () => {
      finish();
      await vi.waitFor(() => expect(router.state.navigation.state).toBe('idle'));
    });
    act(() => {
      vi.advanceTimersByTime(1000);
    });

    expect(screen.getByText('Slow page')).toBeVisible();
    expect(screen.queryByRole('progressbar')).toBeNull();
  });
});
