import { createBrowserRouter } from 'react-router';
import type { RouteObject } from 'react-router';
import { redirectIfAuthenticated, requireUser, revalidateOnPageChange } from './authLoaders';
import { characterIdLoader } from './pages/characters/characterIdLoader';
import { publicPageRoutes } from './pages/public/publicPageRoutes';
import { worldPageRoutes } from './pages/world/worldPageRoutes';
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
      {
        path: 'user/confirm-password',
        loader: requireUser,
        lazy: async () => ({ Component: (await import('./pages/account/ConfirmPasswordPage')).ConfirmPasswordPage }),
      },
      ...publicPageRoutes,
      {
        path: 'game',
        loader: requireUser,
        lazy: async () => ({ Component: (await import('./pages/game/GamePage')).GamePage }),
      },
      {
        // The fight over the 3D stage: a full-screen page like the game's.
        path: 'combat/:id',
        loader: requireUser,
        lazy: async () => ({ Component: (await import('./pages/combat/CombatPlayPage')).CombatPlayPage }),
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
          {
            path: 'user/profile',
            lazy: async () => ({ Component: (await import('./pages/account/ProfilePage')).ProfilePage }),
          },
          {
            path: 'user/api-tokens',
            lazy: async () => ({ Component: (await import('./pages/account/ApiTokensPage')).ApiTokensPage }),
          },
          {
            path: 'email/verify',
            lazy: async () => ({ Component: (await import('./pages/account/VerifyEmailPage')).VerifyEmailPage }),
          },
          // Combat (issue 16; seed 000 §2 combat index, plain, show; enemy list, show, spawn; NPC index, show, update location).
          { path: 'combat', lazy: async () => ({ Component: (await import('./pages/combat/CombatIndexPage')).CombatIndexPage }) },
          { path: 'combat/:id/plain', lazy: async () => ({ Component: (await import('./pages/combat/CombatPlainPage')).CombatPlainPage }) },
          { path: 'combat/:id/log', lazy: async () => ({ Component: (await import('./pages/combat/CombatShowPage')).CombatShowPage }) },
          { path: 'enemies', lazy: async () => ({ Component: (await import('./pages/combat/EnemyListPage')).EnemyListPage }) },
          { path: 'enemies/spawn', lazy: async () => ({ Component: (await import('./pages/combat/EnemySpawnPage')).EnemySpawnPage }) },
          { path: 'enemies/:id', lazy: async () => ({ Component: (await import('./pages/combat/EnemyShowPage')).EnemyShowPage }) },
          { path: 'npcs', lazy: async () => ({ Component: (await import('./pages/combat/NpcIndexPage')).NpcIndexPage }) },
          { path: 'npcs/:id', lazy: async () => ({ Component: (await import('./pages/combat/NpcShowPage')).NpcShowPage }) },
          { path: 'npcs/:id/location', lazy: async () => ({ Component: (await import('./pages/combat/NpcLocationPage')).NpcLocationPage }) },
          // Party, groups, guilds and chat (issue 19; seed 000 §2 party manage, group, guild, chat).
          { path: 'party', lazy: async () => ({ Component: (await import('./pages/social/PartyManagePage')).PartyManagePage }) },
          { path: 'groups', lazy: async () => ({ Component: (await import('./pages/social/GroupIndexPage')).GroupIndexPage }) },
          { path: 'groups/:id', lazy: async () => ({ Component: (await import('./pages/social/GroupShowPage')).GroupShowPage }) },
          { path: 'guilds', lazy: async () => ({ Component: (await import('./pages/social/GuildIndexPage')).GuildIndexPage }) },
          { path: 'guilds/:id', lazy: async () => ({ Component: (await import('./pages/social/GuildShowPage')).GuildShowPage }) },
          // Missions and quests (issue 18; seed 000 §2 mission index, quest index and show).
          { path: 'missions', lazy: async () => ({ Component: (await import('./pages/missions/MissionIndexPage')).MissionIndexPage }) },
          { path: 'quests', lazy: async () => ({ Component: (await import('./pages/missions/QuestIndexPage')).QuestIndexPage }) },
          { path: 'quests/:id', lazy: async () => ({ Component: (await import('./pages/missions/QuestShowPage')).QuestShowPage }) },
          { path: 'chat', lazy: async () => ({ Component: (await import('./pages/social/ChatPage')).ChatPage }) },
          ...worldPageRoutes,
        ],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
