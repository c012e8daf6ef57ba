import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
// With their extensions: Vite's config loader asks for them.
import { precompressAssets } from './build/precompressAssets.js';
import { sharedDeclarations } from './build/sharedDeclarations.js';

/**
 * React Router's package resolves to its development build (dev-only checks and warnings) unless
 * its framework plugin swaps it; the client's production build takes the production one.
 */
const reactRouterProduction = fileURLToPath(new URL('./node_modules/react-router/dist/production/index.mjs', import.meta.url));

export default defineConfig(({ command }) => ({
  plugins: [react(), sharedDeclarations(), precompressAssets()],
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
