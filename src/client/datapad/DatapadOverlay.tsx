import { useId, useMemo, useRef, type KeyboardEvent } from 'react';
import { ActiveApp } from './ActiveApp';
import { AppGrid } from './AppGrid';
import { AppSidebar } from './AppSidebar';
import { Breadcrumb } from './Breadcrumb';
import { CategoryFilterBar } from './CategoryFilterBar';
import { DatapadFooter } from './DatapadFooter';
import { DatapadHeader } from './DatapadHeader';
import { useDatapadStore } from '../stores/datapadStore';
import { tabById, type DatapadTab } from './datapadTabs';
import { filterByCategory } from './hubView';
import { useFocusTrap } from '../ui/useFocusTrap';
import { useListedTabs } from './useListedTabs';
import { useNotificationView } from './useNotificationView';

/**
 * The open datapad: a holographic device over the scene, as a modal dialog titled Datapad.
 * Escape closes it; keys pressed inside stay inside, so the map behind does not pan.
 */
export function DatapadOverlay() {
  const titleId = useId();
  const device = useRef<HTMLElement>(null);
  const trapTab = useFocusTrap(device);
  const tabs = useListedTabs();
  const activeTabId = useDatapadStore((state) => state.activeTabId);
  const category = useDatapadStore((state) => state.category);
  const layout = useDatapadStore((state) => state.layout);
  const filterOpen = useDatapadStore((state) => state.filterOpen);
  const sidebarOpen = useDatapadStore((state) => state.sidebarOpen);
  const { badges } = useNotificationView();
  const shown = useMemo(() => filterByCategory(tabs, category), [tabs, category]);
  const store = useDatapadStore.getState;
  const open = (tab: DatapadTab) => store().openApp(tab.id);

  function onKeyDown(event: KeyboardEvent<HTMLElement>) {
    event.stopPropagation();
    if (event.key === 'Escape') {
      event.preventDefault();
      store().close();
      return;
    }
    trapTab(event);
  }

  return (
    <div
      className="dp-layer"
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) store().close();
      }}
    >
      <section
        id="datapad"
        ref={device}
        className="dp-device"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        onKeyDown={onKeyDown}
        data-sidebar={sidebarOpen || undefined}
      >
        <span className="dp-scan" aria-hidden="true" />
        <DatapadHeader titleId={titleId} />
        {filterOpen && <CategoryFilterBar />}
        <Breadcrumb />
        <div className="dp-body">
          {sidebarOpen && <AppSidebar tabs={tabs} activeTabId={activeTabId} badges={badges} onOpen={open} />}
          <div className="dp-content">
            {activeTabId ? (
              <ActiveApp tab={tabById(activeTabId)} openApp={(id) => store().openApp(id)} goHome={() => store().goHome()} />
            ) : (
              <AppGrid shown={shown} category={category} layout={layout} badges={badges} onOpen={open} onShowAll={() => store().chooseCategory(null)} />
            )}
          </div>
        </div>
        <DatapadFooter shown={shown.length} total={tabs.length} />
      </section>
    </div>
  );
}
