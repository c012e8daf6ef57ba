import { cssVars } from './cssVars';
import { DatapadIcon } from './DatapadIcon';
import { useDatapadStore } from '../stores/datapadStore';
import { tabById } from './datapadTabs';

/** Seed 000 §2's breadcrumb bar: Home, the current app, Back and Close. */
export function Breadcrumb() {
  const activeTabId = useDatapadStore((state) => state.activeTabId);
  const sidebarOpen = useDatapadStore((state) => state.sidebarOpen);
  const store = useDatapadStore.getState;
  const active = activeTabId ? tabById(activeTabId) : null;

  return (
    <div className="dp-breadcrumb-bar">
      <button
        type="button"
        className="dp-icon-button dp-icon-small"
        aria-expanded={sidebarOpen}
        aria-controls="datapad-sidebar"
        onClick={() => store().toggleSidebar()}
        title="Sidebar"
      >
        <DatapadIcon name="sidebar" size={18} />
        <span className="dp-sr-only">Sidebar</span>
      </button>
      <nav aria-label="Breadcrumb" className="dp-breadcrumb">
        <ol>
          <li>
            <button type="button" className="dp-crumb" aria-current={active ? undefined : 'page'} onClick={() => store().goHome()}>
              <DatapadIcon name="home" size={16} />
              <span className="dp-crumb-label">Home</span>
            </button>
          </li>
          {active && (
            <li>
              <span className="dp-crumb dp-crumb-current" aria-current="page" style={cssVars({ '--app-color': active.color })}>
                <DatapadIcon name={active.icon} size={16} />
                <span className="dp-crumb-label">{active.name}</span>
              </span>
            </li>
          )}
        </ol>
      </nav>
      <div className="dp-breadcrumb-actions">
        <button type="button" className="dp-text-button" onClick={() => store().goHome()} disabled={!active}>
          <DatapadIcon name="back" size={16} />
          Back
        </button>
        <button type="button" className="dp-text-button" onClick={() => store().close()}>
          <DatapadIcon name="close" size={16} />
          Close
        </button>
      </div>
    </div>
  );
}
