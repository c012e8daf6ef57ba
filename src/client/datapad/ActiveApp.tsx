import { Suspense, useEffect, useRef } from 'react';
import type { DatapadTabId } from '../../shared/api';
import { AppErrorBoundary } from './AppErrorBoundary';
import { useAppRegistry } from './appRegistry';
import type { DatapadTab } from './datapadTabs';

export interface ActiveAppProps {
  tab: DatapadTab;
  openApp: (id: DatapadTabId) => void;
  goHome: () => void;
}

/** The active app, looked up by name in the registry; focus moves into it so keyboard users land there. */
export function ActiveApp({ tab, openApp, goHome }: ActiveAppProps) {
  const App = useAppRegistry((state) => state.apps[tab.component]);
  const region = useRef<HTMLElement>(null);

  useEffect(() => {
    // Without preventScroll, Chrome centres a focused element taller than its scroller: the
    // app would open scrolled halfway down. Each app starts at its top instead.
    region.current?.focus({ preventScroll: true });
    region.current?.parentElement?.scrollTo?.({ top: 0 });
  }, [tab.id]);

  return (
    <section ref={region} className="dp-app" aria-label={tab.name} tabIndex={-1} data-app={tab.component}>
      <AppErrorBoundary key={tab.id} appName={tab.name}>
        <Suspense fallback={<p className="dp-loading">{`Loading ${tab.name}…`}</p>}>
          {App ? <App tab={tab} openApp={openApp} goHome={goHome} /> : <p className="dp-loading">{`${tab.name} is not available yet.`}</p>}
        </Suspense>
      </AppErrorBoundary>
    </section>
  );
}
