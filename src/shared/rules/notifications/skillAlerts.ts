import { alert, type NotificationAlert } from './alert';
import { plural } from './percent';

/** Skills (seed 000 §9): available skill points plus pending training, as success. */
export function skillAlerts(availableSkillPoints: number, pendingTraining: number): NotificationAlert[] {
  const points = Math.max(0, availableSkillPoints);
  const pending = Math.max(0, pendingTraining);
  const count = points + pending;
  if (count <= 0) return [];
  const parts = [];
  if (points > 0) parts.push(`${plural(points, 'skill point')} to spend`);
  if (pending > 0) parts.push(`${plural(pending, 'training')} pending`);
  return [alert('skills', 'success', count, parts.join(', '), `skills:${points}:${pending}`)];
}
