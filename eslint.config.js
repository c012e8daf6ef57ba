import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import reactThree from '@react-three/eslint-plugin';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * Import direction: shared <- client, shared <- server; never client <-> server. Each entry is
 * [globs, message], or [regex, message] for relative specifiers globs cannot place; a third
 * element limits it to those names imported from the match.
 */
const forbid = (...entries) => ({
  'no-restricted-imports': [
    'error',
    {
      patterns: entries.map(([match, message, importNames]) => ({
        ...(typeof match === 'string' ? { regex: match } : { group: match }),
        message,
        ...(importNames ? { importNames } : {}),
      })),
    },
  ],
});

const serverClientBan = [['**/client/**'], 'The server never imports client code.'];

/** A character's act opens through the kernel (withCharacterLock, characterAct) and moves money through the act. */
const kernelOpenerOnly = [
  '(^|/)kernel/locks$',
  'Open the act with withCharacterLock (or characterAct in a transaction already open) and move credits with act.moveCredits.',
  ['moveCredits', 'lockCharacter', 'lockCharacters', 'lockCharacterWith'],
];

const clientBan = [['**/server/**', 'node:*'], 'The client talks to the server over HTTP only.'];

/**
 * The client's rooms (src/client/README.md). Every top-level folder that is not one of these parts
 * is a feature (market, ships, combat …), read from the disk so a new feature folder is zoned at once.
 */
const clientFolders = readdirSync(new URL('./src/client', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const clientParts = ['app', 'pages', 'apps', 'datapad', 'graphics', 'scene', 'realtime', 'api', 'stores', 'ui', 'styles', 'testing'];
const features = clientFolders.filter((folder) => !clientParts.includes(folder));
const everythingBut = (...allowed) => clientFolders.filter((folder) => !allowed.includes(folder));

/**
 * Files under src/client/<zone> import none of the `banned` top-level folders of src/client, nor its
 * root files (the boot: main, router …). Relative specifiers are matched by regex, so one block per
 * depth: a file d folders below the zone climbs exactly d + 1 `../` to src/client, and a subfolder of
 * the same name (scene/combat) is not mistaken for the feature (combat/). `extra` adds patterns.
 */
const clientZone = (zone, banned, message, ...extra) =>
  [0, 1, 2, 3].map((depth) => ({
    files: [`src/client/${zone}/${'*/'.repeat(depth)}*`],
    rules: forbid(clientBan, [`^(\\.\\./){${depth + 1}}((${banned.join('|')})(/|$)|[^./][^/]*$)`, message], ...extra),
  }));

export default tseslint.config(
  { ignores: ['dist/**', 'storage/**', 'node_modules/**', 'test-results/**', 'playwright-report/**', 'examples/trader-bot/src/starlaneApi.ts'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['src/shared/**'],
    rules: forbid(
      [['**/client/**', '**/server/**'], 'src/shared is imported by both sides and imports neither.'],
      [['node:*', 'fs', 'path', 'pg', 'kysely', 'fastify', 'react', 'react-dom', 'three'], 'src/shared holds pure rules and contracts: no I/O, no UI.'],
    ),
  },
  {
    files: ['src/client/**'],
    plugins: { 'react-hooks': reactHooks, '@react-three': reactThree },
    rules: {
      ...forbid(clientBan),
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      // r3f frame-loop rules: no allocation or cloning inside useFrame.
      '@react-three/no-new-in-loop': 'error',
      '@react-three/no-clone-in-loop': 'error',
    },
  },
  // Client zones (a later block replaces the rule, so each repeats the client ban): the "never" lines
  // of issue 36's board. ui/ and stores/ are the bottom floor; the folder-loop test catches the rest.
  ...clientZone('ui', everythingBut('ui', 'testing'), 'ui/ is the design system: it imports no other client folder (the shell that needs the api, realtime and pages lives in app/).'),
  ...clientZone('stores', everythingBut('stores', 'testing'), 'Stores are the bottom floor: they never fetch (the query cache feeds them), never import the scene, realtime or a feature.'),
  ...clientZone('api', everythingBut('api', 'stores', 'testing'), 'api/ is the plumbing (http, callRoute, query keys): a feature\'s calls live in its feature folder, and the api never toasts.'),
  ...clientZone('scene', everythingBut('scene', 'stores', 'testing'), 'The scene reads stores only: queries, realtime and features feed the stores outside the canvas.'),
  ...clientZone('realtime', [...features, 'app', 'pages', 'apps', 'datapad', 'graphics', 'scene'], 'Realtime events only touch the query cache and stores: features listen to realtime, not the other way round.'),
  ...features.flatMap((feature) =>
    clientZone(feature, ['app', 'pages', 'apps', 'datapad', 'graphics'], 'A feature is below the pages, the datapad apps and the shell: they import it, it imports none of them.'),
  ),
  ...clientZone(
    'apps',
    ['app', 'pages'],
    'A datapad app is below the pages and the shell: they import it.',
    ['^\\.\\./(?!\\.\\.)[^/]+/|/apps/', 'A datapad app imports no other app: share through datapad/, ui/, stores/ or a feature folder.'],
  ),
  {
    files: ['src/server/**'],
    rules: forbid(serverClientBan),
  },
  // Server zones (a later block replaces the rule, so each repeats the client ban): realtime, the
  // galaxy clock, the money kernel and http serve the domains and get their collaborators injected
  // by app.ts (the captain's-log recorder, the tick tasks, the fact listeners), so no folder loop
  // can form through them.
  {
    files: ['src/server/realtime/**', 'src/server/sim/**', 'src/server/kernel/**', 'src/server/http/**'],
    rules: forbid(
      serverClientBan,
      [['**/domains/**'], 'realtime, sim, kernel and http know no domain: app.ts injects what they need (recorder, tick tasks, fact listeners).'],
    ),
  },
  // Domains publish facts instead of importing missions, and open their acts through the kernel.
  {
    files: ['src/server/domains/**'],
    rules: forbid(serverClientBan, kernelOpenerOnly, ['^(\\.\\./)+missions(/|$)', 'No domain imports missions: publish a fact (act.publish) and let missions listen (missionFactListeners.ts).']),
  },
  {
    files: ['src/server/domains/missions/**'],
    rules: forbid(serverClientBan, kernelOpenerOnly, ['^\\.\\./(?!\\.\\.)[^/]+/', 'Missions import no other domain: they hear facts and pay rewards through the kernel grants (kernel/grants/).']),
  },
);
