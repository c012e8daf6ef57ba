const UNIT_SECONDS: Record<string, number> = { h: 3600, hr: 3600, hour: 3600, hours: 3600, m: 60, min: 60, mins: 60, minute: 60, minutes: 60, s: 1, sec: 1, secs: 1, second: 1, seconds: 1 };
const DURATION = String.raw`(?:\d+(?:\.\d+)?\s*(?:hours?|hr|h|minutes?|mins?|m|seconds?|secs?|s)\b\s*)+`;

function seconds(duration: string): number {
  let total = 0;
  for (const [, amount, unit] of duration.matchAll(/(\d+(?:\.\d+)?)\s*([a-z]+)/gi)) total += Number(amount) * (UNIT_SECONDS[(unit ?? '').toLowerCase()] ?? 0);
  return Math.round(total);
}

/**
 * The real-time estimate a journey's confirmation shows, in seconds: a duration next to the words
 * "real time" ("about 1m 5s of real time", "real time: 58s"), or null when the text names none
 * (the game's minutes alone are not real time).
 */
export function realTimeEstimateSeconds(text: string): number | null {
  const before = new RegExp(`(${DURATION})(?:of\\s+)?real[- ]time`, 'i').exec(text);
  if (before?.[1]) return seconds(before[1]);
  const after = new RegExp(`real[- ]time[^\\d]{0,20}(${DURATION})`, 'i').exec(text);
  return after?.[1] ? seconds(after[1]) : null;
}
