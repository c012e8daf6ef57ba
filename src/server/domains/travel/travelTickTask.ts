import type { TickTask } from '../../sim/tickTask';
import { settleDueJourneys } from './settleJourney';

/** The galaxy clock's sweep: random events strike and characters arrive even while nobody looks. */
export const travelTickTask: TickTask = {
  name: 'travel-arrivals',
  run: async ({ db, now, broadcaster, facts }) => {
    await settleDueJourneys({ db, broadcaster, facts }, now);
  },
};
