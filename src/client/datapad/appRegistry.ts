import type { ComponentType } from 'react';
import { create } from 'zustand';
import type { DatapadTabId } from '../../shared/api';
import type { DatapadAppName, DatapadTab } from './datapadTabs';

/** What the hub hands every app it shows. */
export interface DatapadAppProps {
  /** The tab the app is shown for. */
  tab: DatapadTab;
  /** Makes another app the active one (e.g. from a notification). */
  openApp: (id: DatapadTabId) => void;
  /** Back to the app grid. */
  goHome: () => void;
}

/** A datapad app: usually `lazy(() => import('./MyApp'))`, so its code loads when first opened. */
export type DatapadAppComponent = ComponentType<DatapadAppProps>;

interface RegistryState {
  apps: Partial<Record<DatapadAppName, DatapadAppComponent>>;
}

/** The apps built so far, by name (seed 000 §2: "Apps are selected by name"). */
export const useAppRegistry = create<RegistryState>()(() => ({ apps: {} }));

/**
 * Registers a built app under its spec name; its tab then appears on the hub. Each feature calls
 * this from `src/client/apps/<App>/register.ts`, which the hub picks up by itself.
 */
export function registerApp(name: DatapadAppName, component: DatapadAppComponent): void {
  useAppRegistry.setState((state) => ({ apps: { ...state.apps, [name]: component } }));
}

/** Removes an app (tests, hot reload). */
export function unregisterApp(name: DatapadAppName): void {
  useAppRegistry.setState((state) => {
    const apps = { ...state.apps };
    delete apps[name];
    return { apps };
  });
}
