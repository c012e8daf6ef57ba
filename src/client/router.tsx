import { createBrowserRouter } from 'react-router';
import type { PatchRoutesOnNavigationFunction, RouteObject } from 'react-router';
import { redirectIfAuthenticated } from './routeLoaders';
import { publicPageRoutes } from './pages/public/publicPageRoutes';
import { LoadingScreen } from './ui/LoadingScreen';
import { RootLayout } from './ui/RootLayout';
import { RouteError } from './app/RouteError';

// Every page is its own chunk; its loader (routeLoaders.ts) fetches its own code beside it. The
// entry knows the pages a visitor can open signed out; the signed-in game's pages
// (signedInRoutes.tsx) join the table on the first navigation to one of them.
const PAGES = 'pages';

export const routes: RouteObject[] = [
  {
    id: 'root',
    Component: RootLayout,
    ErrorBoundary: RouteError,
    HydrateFallback: LoadingScreen,
    children: [{ id: PAGES, lazy: async () => ({ Component: (await import('./app/PageLayout')).PageLayout }), children: publicPages() }],
  },
];

/** The pages open to a signed-out visitor, under the root layout and the query cache. */
function publicPages(): RouteObject[] {
  return [
      {
        index: true,
        lazy: async () => ({ Component: (await import('./pages/WelcomePage')).WelcomePage }),
      },
      {
        path: 'login',
        loader: redirectIfAuthenticated,
        lazy: async () => ({ Component: (await import('./pages/auth/LoginPage')).LoginPage }),
      },
      {
        path: 'register',
        loader: redirectIfAuthenticated,
        lazy: async () => ({ Component: (await import('./pages/auth/RegisterPage')).RegisterPage }),
      },
      {
        // Public: visitors may browse the professions and skills without signing in.
        lazy: async () => ({ Component: (await import('./pages/skills/SkillPagesLayout')).SkillPagesLayout }),
        children: [
          {
            path: 'professions',
            lazy: async () => ({ Component: (await import('./pages/skills/ProfessionsPage')).ProfessionsPage }),
          },
          {
            path: 'skills/:id',
            lazy: async () => ({ Component: (await import('./pages/skills/SkillPage')).SkillPage }),
          },
        ],
      },
      {
        path: 'forgot-password',
        loader: redirectIfAuthenticated,
        lazy: async () => ({ Component: (await import('./pages/auth/ForgotPasswordPage')).ForgotPasswordPage }),
      },
      {
        path: 'reset-password/:token',
        lazy: async () => ({ Component: (await import('./pages/auth/ResetPasswordPage')).ResetPasswordPage }),
      },
      {
        path: 'two-factor-challenge',
        lazy: async () => ({ Component: (await import('./pages/auth/TwoFactorChallengePage')).TwoFactorChallengePage }),
      },
      {
        path: 'email/verify/:id/:hash',
        lazy: async () => ({ Component: (await import('./pages/auth/VerifyEmailLinkPage')).VerifyEmailLinkPage }),
      },
      ...publicPageRoutes,
  ];
}

/**
 * Adds the signed-in game's pages when a path isn't one of the public pages. React Router asks
 * again for a path matching neither (a 404) and keeps one copy of a route patched twice.
 */
export const addSignedInPages: PatchRoutesOnNavigationFunction = async ({ patch }) => patch(PAGES, (await import('./signedInRoutes')).signedInRoutes);

export function createAppRouter() {
  return createBrowserRouter(routes, { patchRoutesOnNavigation: addSignedInPages });
}
