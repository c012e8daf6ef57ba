/**
 * Contract time remaining (seed 001 §9): under 60 minutes as minutes, under 1440 as hours and
 * minutes, else days and hours. Past deadlines read as 0m (the card shows OVERDUE beside it).
 */
export function formatTimeRemaining(minutes: number): string {
  const whole = Math.max(0, Math.floor(minutes));
  if (whole < 60) return `${whole}m`;
  if (whole < 1440) return `${Math.floor(whole / 60)}h ${whole % 60}m`;
  return `${Math.floor(whole / 1440)}d ${Math.floor((whole % 1440) / 60)}h`;
}

/** Whole minutes from `now` until `deadline`; negative once it has passed. */
export function minutesUntil(deadline: Date, now: Date): number {
  return Math.floor((deadline.getTime() - now.getTime()) / 60_000);
}
