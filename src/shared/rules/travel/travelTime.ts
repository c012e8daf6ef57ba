/**
 * How travel times read (seed 001 §9): shuttle times in hours and minutes, interplanetary ones
 * in minutes and seconds, fuel with 2 decimals; countdowns pick the unit that fits.
 */

const whole = (value: number) => Math.max(0, Math.round(value));

/** A countdown: "45s" under a minute, "12m 5s" under an hour, else "1h 5m". */
export function formatDuration(seconds: number): string {
  const total = whole(seconds);
  if (total < 60) return `${total}s`;
  if (total < 3600) return `${Math.floor(total / 60)}m ${total % 60}s`;
  return `${Math.floor(total / 3600)}h ${Math.floor((total % 3600) / 60)}m`;
}

/** A shuttle's travel time, given in minutes: "1h 30m", "0h 45m"; part of a minute counts as one. */
export function formatShuttleTime(minutes: number): string {
  const total = Math.max(0, Math.ceil(minutes - 1e-9));
  return `${Math.floor(total / 60)}h ${total % 60}m`;
}

/** An interplanetary travel time, given in seconds: "30m 0s", "125m 40s". */
export function formatInterplanetaryTime(seconds: number): string {
  const total = whole(seconds);
  return `${Math.floor(total / 60)}m ${total % 60}s`;
}

/** Fuel units with 2 decimals. */
export function formatFuel(units: number): string {
  return units.toFixed(2);
}
