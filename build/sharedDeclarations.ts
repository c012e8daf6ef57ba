import type { Plugin } from 'vite';
// With its extension: Vite's config loader asks for one.
import { declaresOnly } from '../src/shared/moduleEffects.js';

/**
 * Tells the bundler which shared modules only declare things, so a chunk leaves out those it does
 * not use (src/shared/moduleEffects.ts). The filter keeps the bundler from calling back into
 * JavaScript for the other modules.
 */
export function sharedDeclarations(): Plugin {
  return {
    name: 'starlane:shared-declarations',
    apply: 'build',
    transform: {
      filter: { id: /[\\/]src[\\/]shared[\\/]/ },
      handler: (_code, id) => (declaresOnly(id) ? { moduleSideEffects: false } : null),
    },
  };
}
