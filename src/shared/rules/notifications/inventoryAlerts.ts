import { alert, type NotificationAlert } from './alert';
import { INVENTORY_URGENT_PERCENT, INVENTORY_WARNING_PERCENT } from './notificationConstants';
import { atLeastPercent, plural, wholePercent } from './percent';

/** The inventory summary on the character (seed 000 §3: inventory {items, max_items, new_items}). */
export interface InventorySummary {
  items: readonly unknown[];
  max_items: number;
  new_items: number;
}

/**
 * Inventory (seed 000 §9): usage at or above 95 % is urgent (count 1), at or above 90 % a
 * warning; new items add their count as info.
 */
export function inventoryAlerts(inventory: InventorySummary): NotificationAlert[] {
  const alerts: NotificationAlert[] = [];
  const used = inventory.items.length;
  const capacity = inventory.max_items;
  const full = `Inventory ${wholePercent(used, capacity)}% full (${used} of ${capacity} slots)`;
  if (atLeastPercent(used, capacity, INVENTORY_URGENT_PERCENT)) {
    alerts.push(alert('inventory', 'urgent', 1, full, 'inventory:usage:urgent'));
  } else if (atLeastPercent(used, capacity, INVENTORY_WARNING_PERCENT)) {
    alerts.push(alert('inventory', 'warning', 1, full, 'inventory:usage:warning'));
  }
  if (inventory.new_items > 0) {
    alerts.push(alert('inventory', 'info', inventory.new_items, `${plural(inventory.new_items, 'new item')} in your inventory`, `inventory:new:${inventory.new_items}`));
  }
  return alerts;
}
