import { alert, type NotificationAlert } from './alert';
import { CARGO_WARNING_PERCENT, FUEL_URGENT_PERCENT, FUEL_WARNING_PERCENT, SHIP_CONDITION_WARNING } from './notificationConstants';
import { atLeastPercent, wholePercent } from './percent';

/** The ship summary on the character (seed 000 §3: ships (fuel_percentage, condition, cargo_used, cargo_capacity)). */
export interface ShipSummary {
  id: number;
  name: string;
  fuel_percentage: number;
  condition: number;
  cargo_used: number;
  cargo_capacity: number;
}

/**
 * Ships (seed 000 §9): fuel below 20 % warns, below 10 % is urgent; condition below 30 warns;
 * cargo use at or above 95 % warns. Each condition of each ship counts one.
 */
export function shipAlerts(ships: readonly ShipSummary[]): NotificationAlert[] {
  const alerts: NotificationAlert[] = [];
  for (const ship of ships) {
    const fuel = Math.round(ship.fuel_percentage);
    if (ship.fuel_percentage < FUEL_URGENT_PERCENT) {
      alerts.push(alert('ship-status', 'urgent', 1, `${ship.name}: fuel critical (${fuel}%)`, `ship:${ship.id}:fuel:urgent`));
    } else if (ship.fuel_percentage < FUEL_WARNING_PERCENT) {
      alerts.push(alert('ship-status', 'warning', 1, `${ship.name}: fuel low (${fuel}%)`, `ship:${ship.id}:fuel:warning`));
    }
    if (ship.condition < SHIP_CONDITION_WARNING) {
      alerts.push(alert('ship-status', 'warning', 1, `${ship.name}: hull condition ${Math.round(ship.condition)}`, `ship:${ship.id}:condition`));
    }
    if (atLeastPercent(ship.cargo_used, ship.cargo_capacity, CARGO_WARNING_PERCENT)) {
      const percent = wholePercent(ship.cargo_used, ship.cargo_capacity);
      alerts.push(alert('ship-status', 'warning', 1, `${ship.name}: cargo hold ${percent}% full`, `ship:${ship.id}:cargo`));
    }
  }
  return alerts;
}
