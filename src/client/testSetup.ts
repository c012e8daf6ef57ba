// Client test setup: an empty DOM, storage and stores after every test.
import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { setPageNavigator } from './api/pageNavigator';

// jsdom has no scrolling; React Router's ScrollRestoration calls it on navigation.
window.scrollTo = () => {};

afterEach(async () => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
  setPageNavigator();
  localStorage.clear();
  // Imported here, not at the top: a static import would load the stores (and the api modules
  // they use) before a test file's vi.mock could replace those modules.
  const [{ useGameStore }, { useCharacterStore }, { ownEvents }] = await Promise.all([
    import('./stores/gameStore'),
    import('./stores/characterStore'),
    import('./api/ownEvents'),
  ]);
  ownEvents.reset();
  useGameStore.setState(useGameStore.getInitialState(), true);
  useCharacterStore.setState(useCharacterStore.getInitialState(), true);
  localStorage.clear();
  document.head.querySelectorAll('meta[name="csrf-token"]').forEach((meta) => meta.remove());
});
