import { alert, type NotificationAlert } from './alert';
import { CONTRACT_DEADLINE_WINDOW_MS } from './notificationConstants';

/** A trading contract as the character carries it (seed 000 §3: trading_contracts (deadline)). */
export interface ContractDeadline {
  id: number;
  deadline: string;
  title?: string;
}

/** "5 h 12 min" / "40 min" until a deadline. */
function timeLeft(milliseconds: number): string {
  const minutes = Math.max(1, Math.ceil(milliseconds / 60_000));
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${rest} min`;
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
}

/**
 * Trading contracts (seed 000 §9): a deadline within 24 hours and in the future warns.
 * A deadline already passed is the contract screen's OVERDUE, not a reminder.
 */
export function contractAlerts(contracts: readonly ContractDeadline[], now: number): NotificationAlert[] {
  const alerts: NotificationAlert[] = [];
  for (const contract of contracts) {
    const remaining = Date.parse(contract.deadline) - now;
    if (!(remaining > 0 && remaining <= CONTRACT_DEADLINE_WINDOW_MS)) continue;
    const name = contract.title ?? `Contract #${contract.id}`;
    alerts.push(alert('trading-contracts', 'warning', 1, `${name}: deadline in ${timeLeft(remaining)}`, `contract:${contract.id}:deadline`));
  }
  return alerts;
}
