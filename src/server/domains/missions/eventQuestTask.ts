import type { TickTask } from '../../sim/tickTask';
import { offerEventQuests } from './offerEventQuests';

/**
 * The galactic events' quests (GAME_RULES "Event quests"): each tick, right after the traffic's,
 * every event that broke out gets the quest of its kind in the quest book. The traffic records
 * the events; the missions read them, so no domain calls into missions.
 */
export const eventQuestTask: TickTask = {
  name: 'event quests',
  run: async ({ db, now }) => {
    await offerEventQuests(db, now);
  },
};
