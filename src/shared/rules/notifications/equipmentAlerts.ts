import { alert, type NotificationAlert } from './alert';
import { EQUIPMENT_URGENT_CONDITION, EQUIPMENT_WARNING_CONDITION } from './notificationConstants';

interface WornPiece {
  name: string;
  condition: number;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

// The equipment map's values are not pinned down by the spec: an item, or {slot, item}. Both
// shapes are read; a slot without a numeric condition has nothing to report.
function wornPiece(slot: string, value: unknown): WornPiece | null {
  if (!isRecord(value)) return null;
  const item = isRecord(value.item) ? value.item : value;
  if (typeof item.condition !== 'number' || !Number.isFinite(item.condition)) return null;
  return { name: typeof item.name === 'string' ? item.name : slot, condition: item.condition };
}

/** Equipment (seed 000 §9): condition below 20 is urgent, below 50 a warning; one per slot. */
export function equipmentAlerts(equipment: Readonly<Record<string, unknown>>): NotificationAlert[] {
  const alerts: NotificationAlert[] = [];
  for (const [slot, value] of Object.entries(equipment)) {
    const piece = wornPiece(slot, value);
    if (!piece) continue;
    const condition = Math.round(piece.condition);
    if (piece.condition < EQUIPMENT_URGENT_CONDITION) {
      alerts.push(alert('equipment', 'urgent', 1, `${piece.name} (${slot}): condition critical (${condition})`, `equipment:${slot}:urgent`));
    } else if (piece.condition < EQUIPMENT_WARNING_CONDITION) {
      alerts.push(alert('equipment', 'warning', 1, `${piece.name} (${slot}): condition worn (${condition})`, `equipment:${slot}:warning`));
    }
  }
  return alerts;
}
