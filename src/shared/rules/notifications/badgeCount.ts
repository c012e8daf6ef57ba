import { BADGE_CAP } from './notificationConstants';

/** A badge's text: the count, or "99+" above the cap (seed 000 §2, §9); empty when there is nothing. */
export function formatBadgeCount(count: number): string {
  if (!Number.isFinite(count) || count <= 0) return '';
  return count > BADGE_CAP ? `${BADGE_CAP}+` : String(Math.floor(count));
}
