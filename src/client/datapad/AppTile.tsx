import { useId } from 'react';
import type { AppNotification } from '../../shared/rules/notifications/alert';
import { cssVars } from './cssVars';
import { categoryById } from '../stores/datapadCategories';
import { DatapadIcon } from './DatapadIcon';
import type { DatapadLayout } from '../stores/datapadStore';
import type { DatapadTab } from './datapadTabs';
import { NotificationBadge } from './NotificationBadge';

export interface AppTileProps {
  tab: DatapadTab;
  layout: DatapadLayout;
  badge?: AppNotification;
  onOpen: (tab: DatapadTab) => void;
}

/** One app on the hub: icon, name, category badge and notification badge (seed 000 §2). */
export function AppTile({ tab, layout, badge, onOpen }: AppTileProps) {
  const id = useId();
  const category = categoryById(tab.category);
  return (
    <li className="dp-tile-item">
      <button
        type="button"
        className={`dp-tile dp-tile-${layout}`}
        style={cssVars({ '--app-color': tab.color, '--category-color': category.color })}
        aria-labelledby={`${id}-name`}
        aria-describedby={`${id}-category ${id}-description`}
        data-tab={tab.id}
        onClick={() => onOpen(tab)}
      >
        <span className="dp-tile-icon">
          <DatapadIcon name={tab.icon} size={layout === 'grid' ? 30 : 22} />
        </span>
        <span className="dp-tile-text">
          <span id={`${id}-name`} className="dp-tile-name">
            {tab.name}
          </span>
          <span id={`${id}-description`} className="dp-tile-description">
            {tab.description}
          </span>
        </span>
        <span id={`${id}-category`} className="dp-tile-category">
          {category.name}
        </span>
        {badge && <NotificationBadge count={badge.count} type={badge.type} className="dp-badge-corner" />}
      </button>
    </li>
  );
}
