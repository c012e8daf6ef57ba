// Test helper only: renders the datapad with a fresh query cache.
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createQueryClient } from '../api/queryClient';
import { useCharacterSync } from '../characters/useCharacterSync';
import { registerApp, useAppRegistry, type DatapadAppComponent, type DatapadAppProps } from '../datapad/appRegistry';
import { Datapad } from '../datapad/Datapad';
import { DatapadButton } from '../datapad/DatapadButton';
import type { DatapadAppName } from '../datapad/datapadTabs';
import { useNotificationStore } from '../stores/notificationStore';

/** The game shell's bridge from the character query to the character store. */
function CharacterSync() {
  useCharacterSync();
  return null;
}

/** Renders the launcher and the datapad, as the game shell mounts them. */
export function renderDatapad(extra?: ReactNode) {
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { retry: false } });
  const view = render(
    <QueryClientProvider client={queryClient}>
      <CharacterSync />
      <DatapadButton />
      <Datapad />
      {extra}
    </QueryClientProvider>,
  );
  return { ...view, queryClient };
}

/** A stand-in for an app another feature will build: a heading with the tab's name. */
function FakeApp({ tab }: DatapadAppProps) {
  return <h3>{`${tab.name} app`}</h3>;
}

/** Registers stand-ins for apps not built yet, as their features will. */
export function registerFakeApps(...names: DatapadAppName[]): void {
  for (const name of names) registerApp(name, FakeApp);
}

const builtApps = { ...useAppRegistry.getState().apps };

/**
 * Narrows the registry to the named apps, as if only they were built: the built ones keep their
 * real component, the others get a stand-in. Hub tests use it so that new features don't change
 * what they count.
 */
export function onlyApps(...names: DatapadAppName[]): void {
  const apps: Partial<Record<DatapadAppName, DatapadAppComponent>> = {};
  for (const name of names) apps[name] = builtApps[name] ?? FakeApp;
  useAppRegistry.setState({ apps }, true);
}

/**
 * Stops what the datapad runs beside its stores (the notification demo's timer); the test setup
 * puts the stores themselves back after every test.
 */
export function resetDatapad(): void {
  useNotificationStore.getState().stopDemo();
}
