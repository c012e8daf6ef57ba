import { describe, expect, it } from 'vitest';
import { datapadTabIds } from '../../shared/api';
import { datapadCategories } from '../stores/datapadCategories';
import { datapadTabs, type DatapadAppName } from './datapadTabs';
import { nextCategory } from '../stores/datapadCategories';
import { appCountLabel, filterByCategory, isTabVisible, listedTabs, tabIds } from './hubView';

const everyApp = new Set(datapadTabs.map((tab) => tab.component));

describe('datapad tabs table (seed 000 §2)', () => {
  it('has the 18 tabs with the spec’s ids, names, priorities and visibility', () => {
    expect(datapadTabs.map((t) => [t.id, t.name, t.priority, t.alwaysVisible])).toEqual([
      ['default', 'Command Center', 1, true],
      ['party', 'Party Manager', 2, true],
      ['market', 'Market Analysis', 2, true],
      ['trade', 'Commodity Trading', 3, true],
      ['ship-status', 'Ship Status', 4, true],
      ['travel', 'Travel Planner', 5, true],
      ['skills', 'Skills & Training', 6, true],
      ['equipment', 'Equipment', 7, true],
      ['inventory', 'Inventory', 8, true],
      ['missions', 'Missions', 9, true],
      ['quest-journal', 'Quest Journal', 10, true],
      ['trading-contracts', 'Trading Contracts', 10, false],
      ['ship-marketplace', 'Ship Marketplace', 11, false],
      ['ship-customization', 'Ship Customization', 12, false],
      ['commodities', 'Commodities', 13, false],
      ['ships', 'Ship Fleet', 14, false],
      ['hyperspace-demo', 'Hyperspace Nav', 15, false],
      ['notifications', 'Notifications', 16, false],
    ]);
    expect(datapadTabs.map((t) => t.id)).toEqual([...datapadTabIds]);
    expect(datapadTabs.filter((t) => t.isSpecial).map((t) => t.id)).toEqual(['notifications']);
    const categoryIds = new Set<string>(datapadCategories.map((c) => c.id));
    expect(datapadTabs.every((t) => categoryIds.has(t.category))).toBe(true);
  });

  it('has the six categories of the spec', () => {
    expect(datapadCategories.map((c) => [c.id, c.name])).toEqual([
      ['command', 'Command & Control'],
      ['trading', 'Trading & Economy'],
      ['ships', 'Ship Operations'],
      ['combat', 'Character & Combat'],
      ['items', 'Inventory & Items'],
      ['missions', 'Missions & Objectives'],
    ]);
  });
});

describe('hub rules', () => {
  it('lists registered apps only, by priority, equal priorities in table order', () => {
    const registered = new Set<DatapadAppName>(['NotificationPanel', 'TradingContracts', 'QuestJournal', 'MarketDashboard', 'PartyApp', 'DefaultTab']);
    expect(listedTabs(datapadTabs, registered).map((t) => t.id)).toEqual(['default', 'party', 'market', 'quest-journal', 'trading-contracts', 'notifications']);
    expect(listedTabs(datapadTabs, new Set())).toEqual([]);
    expect(listedTabs(datapadTabs, everyApp)).toHaveLength(18);
    expect(datapadTabs.every(isTabVisible)).toBe(true);
  });

  it('filters by category, or not at all', () => {
    const all = listedTabs(datapadTabs, everyApp);
    expect(filterByCategory(all, 'items').map((t) => t.id)).toEqual(['equipment', 'inventory']);
    expect(filterByCategory(all, null)).toHaveLength(18);
  });

  it("resets on 'All Apps' and toggles off the active category", () => {
    expect(nextCategory(null, 'ships')).toBe('ships');
    expect(nextCategory('ships', 'ships')).toBeNull();
    expect(nextCategory('ships', 'trading')).toBe('trading');
    expect(nextCategory('ships', null)).toBeNull();
  });

  it('counts apps as "N of M apps" and collects tab ids', () => {
    expect(appCountLabel(2, 18)).toBe('2 of 18 apps');
    expect([...tabIds(filterByCategory(datapadTabs, 'missions'))]).toEqual(['missions', 'quest-journal']);
  });
});
