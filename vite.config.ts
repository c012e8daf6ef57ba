import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
// With its extension: Vite's config loader asks for one.
import { declaresOnly } from './src/shared/moduleEffects.js';
import { precompressAssets } from './build/precompressAssets.js';

/**
 * React Router's package resolves to its development build (dev-only checks and warnings) unless
 * its framework plugin swaps it; the client's production build takes the production one.
 */
const reactRouterProduction = fileURLToPath(new URL('./node_modules/react-router/dist/production/index.mjs', import.meta.url));

/**
 * Tells the bundler which shared modules only declare things, so a chunk leaves out those it does
 * not use (src/shared/moduleEffects.ts). The filter keeps the bundler from calling back into
 * JavaScript for the other modules.
 */
const sharedDeclarations: Plugin = {
  name: 'starlane:shared-declarations',
  apply: 'build',
  transform: {
    filter: { id: /[\\/]src[\\/]shared[\\/]/ },
    handler: (_code, id) => (declaresOnly(id) ? { moduleSideEffects: false } : null),
  },
};

export default defineConfig(({ command }) => ({
  plugins: [react(), sharedDeclarations, precompressAssets()],
  resolve: { alias: command === 'build' ? [{ find: /^react-router$/, replacement: reactRouterProduction }] : [] },
  build: {
    outDir: 'dist/client',
    emptyOutDir: true,
    sourcemap: false,
    // Every browser that runs the game preloads modules natively: no polyfill in the entry.
    modulePreload: { polyfill: false },
    chunkSizeWarningLimit: 800,
  },
}));
