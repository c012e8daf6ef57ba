import { Outlet, ScrollRestoration } from 'react-router';
import { NavigationProgress } from './NavigationProgress';

/** Wraps every page: the navigation progress bar and scroll restoration (the alerts: PageLayout). */
export function RootLayout() {
  return (
    <>
      <NavigationProgress />
      <Outlet />
      <ScrollRestoration />
    </>
  );
}
