import { createBrowserRouter } from 'react-router';
import type { RouteObject } from 'react-router';
import { redirectIfAuthenticated, requireUser, revalidateOnPageChange } from './authLoaders';
import { characterIdLoader } from './pages/characters/characterIdLoader';
import { LoadingScreen } from './ui/LoadingScreen';
import { RootLayout } from './ui/RootLayout';
import { RouteError } from './ui/RouteError';

// Every page is its own chunk; loaders stay static so they start while the chunk downloads.
export const routes: RouteObject[] = [
  {
    id: 'root',
    Component: RootLayout,
    ErrorBoundary: RouteError,
    HydrateFallback: LoadingScreen,
    children: [
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
        path: 'game',
        loader: requireUser,
        lazy: async () => ({ Component: (await import('./pages/game/GamePage')).GamePage }),
      },
      {
        id: 'app',
        loader: requireUser,
        shouldRevalidate: revalidateOnPageChange,
        lazy: async () => ({ Component: (await import('./ui/Shell')).Shell }),
        children: [
          {
            path: 'characters',
            lazy: async () => ({
              Component: (await import('./pages/characters/CharacterListPage')).CharacterListPage,
            }),
          },
          {
            path: 'characters/new',
            lazy: async () => ({
              Component: (await import('./pages/characters/CreateCharacterPage')).CreateCharacterPage,
            }),
          },
          {
            path: 'characters/:id',
            loader: characterIdLoader,
            lazy: async () => ({
              Component: (await import('./pages/characters/CharacterShowPage')).CharacterShowPage,
            }),
          },
          {
            path: 'dashboard',
            lazy: async () => ({ Component: (await import('./pages/DashboardPage')).DashboardPage }),
          },
          {
            path: 'inventory',
            lazy: async () => ({ Component: (await import('./pages/items/InventoryPage')).InventoryPage }),
          },
          {
            path: 'equipment',
            lazy: async () => ({ Component: (await import('./pages/items/EquipmentPage')).EquipmentPage }),
          },
        ],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
