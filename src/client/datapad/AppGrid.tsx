import type { DatapadTabId } from '../../shared/api';
import type { AppNotification } from '../../shared/rules/notifications/alert';
import { AppGridEmpty } from './AppGridEmpty';
import { AppTile } from './AppTile';
import type { CategoryId } from '../stores/datapadCategories';
import type { DatapadLayout } from '../stores/datapadStore';
import type { DatapadTab } from './datapadTabs';

export interface AppGridProps {
  /** Tabs after the category filter, by priority. */
  shown: readonly DatapadTab[];
  category: CategoryId | null;
  layout: DatapadLayout;
  badges: Partial<Record<DatapadTabId, AppNotification>>;
  onOpen: (tab: DatapadTab) => void;
  onShowAll: () => void;
}

/** The app grid (or list) shown when no app is active. */
export function AppGrid({ shown, category, layout, badges, onOpen, onShowAll }: AppGridProps) {
  if (shown.length === 0) return <AppGridEmpty category={category} onShowAll={onShowAll} />;
  return (
    <ul className={`dp-grid dp-grid-${layout}`} aria-label="Apps" data-layout={layout} data-tour="datapad-apps">
      {shown.map((tab) => (
        <AppTile key={tab.id} tab={tab} layout={layout} badge={badges[tab.id]} onOpen={onOpen} />
      ))}
    </ul>
  );
}
