import { EQUIPMENT_URGENT_CONDITION, EQUIPMENT_WARNING_CONDITION } from '../notifications/notificationConstants';

export type WearLevel = 'warning' | 'urgent';

/** Seed 000 §9: condition below 20 is urgent, below 50 a warning, else nothing to report. */
export function wearLevel(condition: number): WearLevel | null {
  if (condition < EQUIPMENT_URGENT_CONDITION) return 'urgent';
  if (condition < EQUIPMENT_WARNING_CONDITION) return 'warning';
  return null;
}

/**
 * An equipped item's condition after `amount` points of wear (never below 0), and the level it
 * newly fell into when it crossed 50 or 20 on the way (null when it crossed nothing), so
 * EquipmentDamaged is sent once per threshold, not on every hit.
 */
export function conditionAfterWear(condition: number, amount: number): { condition: number; crossed: WearLevel | null } {
  const after = Math.max(0, condition - Math.max(0, Math.round(amount)));
  const before = wearLevel(condition);
  const now = wearLevel(after);
  return { condition: after, crossed: now !== before ? now : null };
}
