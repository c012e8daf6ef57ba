import type { DatapadTabId } from '../../shared/api';
import type { CategoryId } from '../stores/datapadCategories';
import type { DatapadAppName, DatapadTab } from './datapadTabs';

/**
 * Seed 000 §2: "The visibility check currently admits every tab, so all are shown." Kept as a
 * function so a later rule (a tab only while docked, say) has one place to go.
 */
export function isTabVisible(_tab: DatapadTab): boolean {
  return true;
}

/**
 * The tabs the hub lists: visible ones whose app is registered (a feature not built yet has no
 * tile, so the footer's count is honest), sorted by priority; equal priorities keep table order.
 */
export function listedTabs(tabs: readonly DatapadTab[], registered: ReadonlySet<DatapadAppName>): DatapadTab[] {
  return tabs.filter((tab) => isTabVisible(tab) && registered.has(tab.component)).sort((a, b) => a.priority - b.priority);
}

/** The tabs of `category`, or all of them when no filter is set. */
export function filterByCategory(tabs: readonly DatapadTab[], category: CategoryId | null): DatapadTab[] {
  return category === null ? [...tabs] : tabs.filter((tab) => tab.category === category);
}

/** The footer's text: "N of M apps". */
export function appCountLabel(shown: number, total: number): string {
  return `${shown} of ${total} apps`;
}

/** Ids of the listed tabs, for filtering notifications to apps the player can open. */
export function tabIds(tabs: readonly DatapadTab[]): ReadonlySet<DatapadTabId> {
  return new Set(tabs.map((tab) => tab.id));
}
