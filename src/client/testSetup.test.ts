import { describe, expect, it } from 'vitest';
import { create, createStore, type StoreApi } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

// Stores made here, not the game's: the proof holds wherever a store lives and however it is made.
interface Counter {
  count: number;
  bump: () => void;
}
const counter = (set: StoreApi<Counter>['setState']): Counter => ({ count: 0, bump: () => set((s) => ({ count: s.count + 1 })) });

const useCurried = create<Counter>()(counter);
const useUncurried = create(counter);
const vanilla = createStore<Counter>()(counter);
const usePersisted = create<Counter>()(persist(counter, { name: 'test-counter', storage: createJSONStorage(() => localStorage) }));
const madeDuringTheFirstTest: StoreApi<Counter>[] = [];

const everyStore = () => [useCurried, useUncurried, vanilla, usePersisted, ...madeDuringTheFirstTest];

describe('client test setup', () => {
  it('lets a test change every kind of store', () => {
    madeDuringTheFirstTest.push(createStore<Counter>()(counter));
    for (const store of everyStore()) store.getState().bump();
    expect(everyStore().map((store) => store.getState().count)).toEqual([1, 1, 1, 1, 1]);
    expect(localStorage.getItem('test-counter')).toContain('"count":1');
  });

  it('starts the next test with every store and the storage fresh', () => {
    expect(everyStore().map((store) => store.getState().count)).toEqual([0, 0, 0, 0, 0]);
    expect(localStorage.getItem('test-counter')).toBeNull();
  });
});
