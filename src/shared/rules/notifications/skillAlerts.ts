import { alert, type NotificationAlert } from './alert';
import { plural } from './percent';

/**
 * Skills (seed 000 §9, made honest by issue 35): unspent skill points are one thing to act on,
 * however many there are (250 points are not 250 notifications), plus each skill the character could learn now (pending training); one
 * success alert whose sentence says how many points wait.
 */
export function skillAlerts(availableSkillPoints: number, pendingTraining: number): NotificationAlert[] {
  const points = Math.max(0, Math.floor(availableSkillPoints));
  const pending = Math.max(0, Math.floor(pendingTraining));
  const count = (points > 0 ? 1 : 0) + pending;
  if (count <= 0) return [];
  const parts = [];
  if (points > 0) parts.push(`${plural(points, 'skill point')} to spend`);
  if (pending > 0) parts.push(`${plural(pending, 'skill')} ready to learn`);
  return [alert('skills', 'success', count, `You have ${parts.join(' and ')}`, `skills:${points}:${pending}`)];
}
