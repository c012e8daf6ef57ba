import type { DatapadTabId } from '../../api/datapad';
import type { NotificationAlert } from './alert';
import { contractAlerts, type ContractDeadline } from './contractAlerts';
import { equipmentAlerts } from './equipmentAlerts';
import { inventoryAlerts, type InventorySummary } from './inventoryAlerts';
import { missionAlerts } from './missionAlerts';
import { shipAlerts, type ShipSummary } from './shipAlerts';
import { skillAlerts } from './skillAlerts';

/** The character fields the notification rules read (seed 000 §3, Character). */
export interface NotifiableCharacter {
  inventory: InventorySummary;
  ships: readonly ShipSummary[];
  equipment: Readonly<Record<string, unknown>>;
  trading_contracts: readonly ContractDeadline[];
  available_skill_points: number;
  pending_training: number;
  missions: readonly unknown[];
}

interface AppRule {
  appId: DatapadTabId;
  compute: (character: NotifiableCharacter, now: number) => NotificationAlert[];
}

/** One rule per notifying app, so a failure stays inside its app. */
export const NOTIFICATION_RULES: readonly AppRule[] = [
  { appId: 'inventory', compute: (c) => inventoryAlerts(c.inventory) },
  { appId: 'ship-status', compute: (c) => shipAlerts(c.ships) },
  { appId: 'equipment', compute: (c) => equipmentAlerts(c.equipment) },
  { appId: 'trading-contracts', compute: (c, now) => contractAlerts(c.trading_contracts, now) },
  { appId: 'skills', compute: (c) => skillAlerts(c.available_skill_points, c.pending_training) },
  { appId: 'missions', compute: (c) => missionAlerts(c.missions) },
];

export interface ComputedAlerts {
  alerts: NotificationAlert[];
  /** Apps whose computation threw: their notification is zero (seed 000 §8). */
  failed: DatapadTabId[];
}

/**
 * Every alert for the character at `now` (epoch ms). An error in one app's computation resets
 * that app to zero and leaves the others alone (seed 000 §8); `onError` hears about it.
 */
export function computeAlerts(
  character: NotifiableCharacter,
  now: number,
  onError?: (appId: DatapadTabId, error: unknown) => void,
): ComputedAlerts {
  const alerts: NotificationAlert[] = [];
  const failed: DatapadTabId[] = [];
  for (const rule of NOTIFICATION_RULES) {
    try {
      alerts.push(...rule.compute(character, now));
    } catch (error) {
      failed.push(rule.appId);
      onError?.(rule.appId, error);
    }
  }
  return { alerts, failed };
}
