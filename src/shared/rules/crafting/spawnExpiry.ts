import { SPAWN_WINDOW_HOURS } from './resourceSpawns';

/** How long before a deposit expires its harvesters are warned. */
export const SPAWN_WARNING_MINUTES = 30;

/** Minutes left (rounded up) when a deposit expiring at `expiresAt` is due a warning at `now`, else null. */
export function spawnWarningDue(expiresAt: Date, now: Date): number | null {
  const left = expiresAt.getTime() - now.getTime();
  if (left <= 0 || left > SPAWN_WARNING_MINUTES * 60_000) return null;
  return Math.ceil(left / 60_000);
}

/** The warning's words: "<name> in <place> expires in N minutes". */
export function spawnWarningText(name: string, place: string, minutes: number): string {
  return `${name} in ${place} expires in ${minutes} minute${minutes === 1 ? '' : 's'}: harvest what you need before the ground changes.`;
}

/** The district and window a deposit's key (`districtId:window:index`) names. */
export function spawnKeyParts(key: string): { districtId: number; window: number; index: number } | null {
  const [district, window, index] = key.split(':').map(Number);
  return Number.isInteger(district) && Number.isInteger(window) && Number.isInteger(index) ? { districtId: district!, window: window!, index: index! } : null;
}

/** When the window's deposits expire. */
export const windowEnd = (window: number) => new Date((window + 1) * SPAWN_WINDOW_HOURS * 3_600_000);
