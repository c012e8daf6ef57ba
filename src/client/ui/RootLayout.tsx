import { Outlet, ScrollRestoration } from 'react-router';
import { NavigationProgress } from './NavigationProgress';
import { Toaster } from './Toaster';

/** Wraps every page: the navigation progress bar, the game's alerts and scroll restoration. */
export function RootLayout() {
  return (
    <>
      <NavigationProgress />
      <Outlet />
      <Toaster />
      <ScrollRestoration />
    </>
  );
}
