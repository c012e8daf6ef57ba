import type { RouteObject } from 'react-router';
import { characterIdLoader, gamePageLoader, requireUser, revalidateOnPageChange } from './routeLoaders';
import { worldPageRoutes } from './pages/world/worldPageRoutes';

/** The signed-in game's pages, each its own chunk, added to the route table on first need (router.tsx). */
export const signedInRoutes: RouteObject[] = [
  {
    path: 'user/confirm-password',
    loader: requireUser,
    lazy: async () => ({ Component: (await import('./pages/account/ConfirmPasswordPage')).ConfirmPasswordPage }),
  },
  {
    path: 'game',
    loader: gamePageLoader,
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
    lazy: async () => ({ Component: (await import('./app/Shell')).Shell }),
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
];
