/**
 * Quest time remaining (seed 001 §9): days, hours and minutes from seconds, the zero parts left
 * out ("2d 3h", "45m"); under a minute reads "<1m", and none left reads "0m".
 */
export function formatQuestTime(seconds: number): string {
  if (!Number.isFinite(seconds) || seconds <= 0) return '0m';
  if (seconds < 60) return '<1m';
  const minutes = Math.floor(seconds / 60);
  const days = Math.floor(minutes / 1440);
  const hours = Math.floor((minutes % 1440) / 60);
  const rest = minutes % 60;
  const parts = [days > 0 ? `${days}d` : '', hours > 0 ? `${hours}h` : '', rest > 0 ? `${rest}m` : ''];
  return parts.filter(Boolean).join(' ');
}
