import type { DatapadTabId } from '../../shared/api';
import type { CategoryId } from '../stores/datapadCategories';
import type { IconName } from './iconPaths';

/** The app components of seed 000 §2, by the names the hub selects them with. */
export type DatapadAppName =
  | 'DefaultTab'
  | 'PartyApp'
  | 'CommodityTrading'
  | 'MarketDashboard'
  | 'Inventory'
  | 'Missions'
  | 'QuestJournal'
  | 'Equipment'
  | 'Commodities'
  | 'ShipList'
  | 'ShipDetail'
  | 'ShipStatus'
  | 'ShipMarketplace'
  | 'ShipCustomization'
  | 'TradingContracts'
  | 'Travel'
  | 'SkillsOverview'
  | 'HyperspaceTestDemo'
  | 'NotificationPanel'
  | 'Settings'
  | 'Combat'
  | 'Crafting';

/** A datapad app/tab (seed 000 §3): id, name, icon, color, category, component, description, priority, alwaysVisible, isSpecial. */
export interface DatapadTab {
  id: DatapadTabId;
  name: string;
  icon: IconName;
  color: string;
  category: CategoryId;
  component: DatapadAppName;
  description: string;
  priority: number;
  alwaysVisible: boolean;
  isSpecial: boolean;
}

/**
 * The 18 tabs of seed 000 §2's table (id, name, priority, always visible) in the table's order.
 * The spec does not give categories, icons, colours or descriptions; those are ours.
 */
export const datapadTabs: readonly DatapadTab[] = [
  { id: 'default', name: 'Command Center', priority: 1, alwaysVisible: true, isSpecial: false, category: 'command', component: 'DefaultTab', icon: 'command', color: '#38e1ff', description: 'Your character at a glance: name, credits and whereabouts.' },
  { id: 'party', name: 'Party Manager', priority: 2, alwaysVisible: true, isSpecial: false, category: 'command', component: 'PartyApp', icon: 'party', color: '#7fd4ff', description: 'Form a party, invite crew and share a join code.' },
  { id: 'market', name: 'Market Analysis', priority: 2, alwaysVisible: true, isSpecial: false, category: 'trading', component: 'MarketDashboard', icon: 'market', color: '#ffc861', description: 'Prices, trends and profitable routes across the galaxy.' },
  { id: 'trade', name: 'Commodity Trading', priority: 3, alwaysVisible: true, isSpecial: false, category: 'trading', component: 'CommodityTrading', icon: 'trade', color: '#ffb347', description: 'Buy and sell commodities at the local market.' },
  { id: 'ship-status', name: 'Ship Status', priority: 4, alwaysVisible: true, isSpecial: false, category: 'ships', component: 'ShipStatus', icon: 'ship', color: '#8b7bff', description: 'Fuel, durability and condition of your ship; refuel.' },
  { id: 'travel', name: 'Travel Planner', priority: 5, alwaysVisible: true, isSpecial: false, category: 'ships', component: 'Travel', icon: 'travel', color: '#a98bff', description: 'Plot local, interplanetary and hyperspace journeys.' },
  { id: 'skills', name: 'Skills & Training', priority: 6, alwaysVisible: true, isSpecial: false, category: 'combat', component: 'SkillsOverview', icon: 'skills', color: '#ff7a93', description: 'Spend skill points and follow your professions.' },
  { id: 'equipment', name: 'Equipment', priority: 7, alwaysVisible: true, isSpecial: false, category: 'items', component: 'Equipment', icon: 'equipment', color: '#2ef2c2', description: 'What you wear and wield, slot by slot.' },
  { id: 'inventory', name: 'Inventory', priority: 8, alwaysVisible: true, isSpecial: false, category: 'items', component: 'Inventory', icon: 'inventory', color: '#5ff5d6', description: 'Items you carry: use, equip and sort them.' },
  { id: 'missions', name: 'Missions', priority: 9, alwaysVisible: true, isSpecial: false, category: 'missions', component: 'Missions', icon: 'missions', color: '#4cf2a1', description: 'Active missions and their steps.' },
  { id: 'quest-journal', name: 'Quest Journal', priority: 10, alwaysVisible: true, isSpecial: false, category: 'missions', component: 'QuestJournal', icon: 'quest', color: '#7cf7b8', description: 'Tutorial, active, available and completed quests.' },
  { id: 'trading-contracts', name: 'Trading Contracts', priority: 10, alwaysVisible: false, isSpecial: false, category: 'trading', component: 'TradingContracts', icon: 'contract', color: '#ffd98a', description: 'Delivery contracts: accept, track deadlines, complete.' },
  { id: 'ship-marketplace', name: 'Ship Marketplace', priority: 11, alwaysVisible: false, isSpecial: false, category: 'ships', component: 'ShipMarketplace', icon: 'shipyard', color: '#9f94ff', description: 'Browse and buy ships in this star system.' },
  { id: 'ship-customization', name: 'Ship Customization', priority: 12, alwaysVisible: false, isSpecial: false, category: 'ships', component: 'ShipCustomization', icon: 'wrench', color: '#b7a6ff', description: 'Install and remove ship upgrades.' },
  { id: 'commodities', name: 'Commodities', priority: 13, alwaysVisible: false, isSpecial: false, category: 'trading', component: 'Commodities', icon: 'crate', color: '#f7c873', description: 'Every commodity and where it trades.' },
  { id: 'ships', name: 'Ship Fleet', priority: 14, alwaysVisible: false, isSpecial: false, category: 'ships', component: 'ShipList', icon: 'fleet', color: '#8fa8ff', description: 'All the ships you own.' },
  { id: 'hyperspace-demo', name: 'Hyperspace Nav', priority: 15, alwaysVisible: false, isSpecial: false, category: 'ships', component: 'HyperspaceTestDemo', icon: 'hyperspace', color: '#6fe3ff', description: 'Hyperspace navigation test flight.' },
  { id: 'notifications', name: 'Notifications', priority: 16, alwaysVisible: false, isSpecial: true, category: 'command', component: 'NotificationPanel', icon: 'bell', color: '#38e1ff', description: "Alerts, settings and the captain's log." },
];

/**
 * Tabs the hub adds beyond seed 000 §2's table. Their ids are the client's own: the contract's tab
 * enum (the spec's 18, which the server validates) doesn't list them, and no notification or
 * request ever names them, so typing them as tab ids only serves the hub's bookkeeping.
 */
export const clientTabs: readonly DatapadTab[] = [
  { id: 'combat' as DatapadTabId, name: 'Combat', priority: 6, alwaysVisible: true, isSpecial: false, category: 'combat', component: 'Combat', icon: 'combat', color: '#ff5a6e', description: 'HAM, stances and training; fight who is here.' },
  { id: 'crafting' as DatapadTabId, name: 'Crafting', priority: 9, alwaysVisible: true, isSpecial: false, category: 'items', component: 'Crafting', icon: 'wrench', color: '#f7a86b', description: 'Survey, harvest and craft; sell at your vendor stall.' },
  { id: 'settings' as DatapadTabId, name: 'Settings', priority: 15, alwaysVisible: true, isSpecial: false, category: 'command', component: 'Settings', icon: 'settings', color: '#9fb4c8', description: 'Graphics: Auto, High, Low or Off.' },
];

/** Every tab the hub knows: the spec's table, then the client's own. */
export const hubTabs: readonly DatapadTab[] = [...datapadTabs, ...clientTabs];

const byId = new Map<DatapadTabId, DatapadTab>(hubTabs.map((tab) => [tab.id, tab]));

/** The tab with this id. */
export function tabById(id: DatapadTabId): DatapadTab {
  return byId.get(id) as DatapadTab;
}
