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
  ['moveCredits', 'lockCharacter', 'lockCharacters'],
];

const clientBan = [['**/server/**', 'node:*'], 'The client talks to the server over HTTP only.'];

export default tseslint.config(
  { ignores: ['dist/**', 'storage/**', 'node_modules/**', 'test-results/**', 'playwright-report/**'] },
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
  // Client zones (a later block replaces the rule, so each repeats the client ban). Relative
  // specifiers are matched by regex: `../Other/` from an app folder is another app.
  {
    files: ['src/client/apps/**'],
    rules: forbid(clientBan, ['^\\.\\./(?!\\.\\.)[^/]+/|/apps/', 'A datapad app imports no other app: share through datapad/, ui/, stores/ or api/.']),
  },
  {
    files: ['src/client/scene/**'],
    rules: forbid(clientBan, ['^(\\.\\./)+(api|realtime)(/|$)', 'The scene reads stores only: queries and realtime feed the stores outside the canvas.']),
  },
  {
    files: ['src/client/stores/**'],
    rules: forbid(clientBan, ['^(\\.\\./)+api(/|$)', 'Stores never fetch: the query cache feeds them (useCharacterSync, bindCharacterLoader).']),
  },
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
