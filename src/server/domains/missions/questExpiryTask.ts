import type { TickTask } from '../../sim/tickTask';

/**
 * Timed quests lapse: every active run whose time limit has passed becomes abandoned (the only
 * way out of active besides completed, seed 001 §4), in one statement. Nothing is paid and no event
 * is sent (the spec names none); the quest is offered again as after an abandon. A complete that
 * holds the run's lock first wins: the statement re-checks the status once the lock is free.
 */
export const questExpiryTask: TickTask = {
  name: 'quest time limits',
  run: async ({ db, now }) => {
    await db.updateTable('character_quests').set({ status: 'abandoned' }).where('status', '=', 'active').where('expires_at', '<=', now).execute();
  },
};
