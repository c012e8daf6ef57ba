import type { DatapadTabId } from '../../shared/api';
import type { AppNotification } from '../../shared/rules/notifications/alert';
import { cssVars } from './cssVars';
import { DatapadIcon } from './DatapadIcon';
import type { DatapadTab } from './datapadTabs';
import { NotificationBadge } from './NotificationBadge';

export interface AppSidebarProps {
  tabs: readonly DatapadTab[];
  activeTabId: DatapadTabId | null;
  badges: Partial<Record<DatapadTabId, AppNotification>>;
  onOpen: (tab: DatapadTab) => void;
}

/** The hub's sidebar: every listed app, the active one marked, for switching without going home. */
export function AppSidebar({ tabs, activeTabId, badges, onOpen }: AppSidebarProps) {
  return (
    <nav id="datapad-sidebar" className="dp-sidebar" aria-label="Datapad apps">
      <ul>
        {tabs.map((tab) => {
          const badge = badges[tab.id];
          return (
            <li key={tab.id}>
              <button
                type="button"
                className="dp-side-link"
                aria-current={tab.id === activeTabId ? 'page' : undefined}
                style={cssVars({ '--app-color': tab.color })}
                onClick={() => onOpen(tab)}
              >
                <DatapadIcon name={tab.icon} size={18} />
                <span className="dp-side-name">{tab.name}</span>
                {badge && <NotificationBadge count={badge.count} type={badge.type} />}
              </button>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
