// Client test setup: an empty DOM, storage and stores after every test.
import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import type * as Zustand from 'zustand';
import type { StoreApi } from 'zustand';
import type * as ZustandVanilla from 'zustand/vanilla';
import { setPageNavigator } from './api/pageNavigator';
import { addJestDomMatchers } from './testing/jestDomMatchers';

// zustand's testing recipe: every store made through create or createStore (with or without
// middleware such as persist), wherever it lives, is recorded and put back after each test.
// Unlike the recipe it goes back to the state the test began with, not the creation state: the
// datapad's app registry is filled while the modules load, and emptying it would leave the next
// test of the file with no apps.
const stores = vi.hoisted(() => {
  const stateAtTestStart = new Map<StoreApi<unknown>, unknown>();
  const track = <S extends StoreApi<unknown>>(store: S): S => {
    stateAtTestStart.set(store, store.getInitialState());
    return store;
  };
  // create and createStore take the initializer directly, or nothing and return a function that
  // takes it (the curried form TypeScript stores use).
  const tracking = <F>(makeStore: F): F => {
    const make = makeStore as (initializer?: unknown) => unknown;
    const tracked = (initializer?: unknown): unknown =>
      initializer === undefined
        ? (later: unknown) => track(make(later) as StoreApi<unknown>)
        : track(make(initializer) as StoreApi<unknown>);
    return tracked as F;
  };
  return {
    tracking,
    remember: () => stateAtTestStart.forEach((_, store) => stateAtTestStart.set(store, store.getState())),
    restore: () => stateAtTestStart.forEach((state, store) => store.setState(state, true)),
  };
});

vi.mock('zustand', async (importOriginal) => {
  const zustand = await importOriginal<typeof Zustand>();
  return { ...zustand, create: stores.tracking(zustand.create), createStore: stores.tracking(zustand.createStore) };
});
vi.mock('zustand/vanilla', async (importOriginal) => {
  const vanilla = await importOriginal<typeof ZustandVanilla>();
  return { ...vanilla, createStore: stores.tracking(vanilla.createStore) };
});

addJestDomMatchers();

// jsdom has no scrolling; React Router's ScrollRestoration calls it on navigation.
window.scrollTo = () => {};

beforeEach(() => {
  stores.remember();
});

afterEach(async () => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
  setPageNavigator();
  // After the stores: persist writes the restored state back to storage.
  stores.restore();
  // Imported here, not at the top: a static import would load the api modules before a test
  // file's vi.mock could replace them.
  const { ownEvents } = await import('./api/ownEvents');
  ownEvents.reset();
  localStorage.clear();
  document.head.querySelectorAll('meta[name="csrf-token"]').forEach((meta) => meta.remove());
});
