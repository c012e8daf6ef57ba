import { LoginThrottle } from './loginThrottle';
import { pruneExpiredSessions } from '../../http/sessionStore';
import type { TickTask } from '../../sim/tickTask';

/** Deletes what has outlived its use: expired sessions and login failures too old to count. */
export const housekeepingTask: TickTask = {
  name: 'housekeeping',
  async run({ db, now }) {
    await pruneExpiredSessions(db, now);
    await LoginThrottle.prune(db, now);
  },
};
