import { useMemo } from 'react';
import { useAppRegistry } from './appRegistry';
import { hubTabs, type DatapadAppName, type DatapadTab } from './datapadTabs';
import { listedTabs } from './hubView';

/** The tabs the hub lists now: registered apps, by priority. Re-renders when an app registers. */
export function useListedTabs(): DatapadTab[] {
  const apps = useAppRegistry((state) => state.apps);
  return useMemo(() => listedTabs(hubTabs, new Set(Object.keys(apps) as DatapadAppName[])), [apps]);
}
