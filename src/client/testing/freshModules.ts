import { afterEach, beforeEach, vi } from 'vitest';

/**
 * For specs of modules that keep page-long state (a cache, an answer asked once): each test
 * imports them anew, and the globals and spies it stubbed (Worker, OffscreenCanvas, a canvas's
 * context) are put back after it.
 */
export function importModulesFreshPerTest(): void {
  beforeEach(() => vi.resetModules());
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });
}
