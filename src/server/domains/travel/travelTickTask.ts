import type { TickTask } from '../../sim/tickTask';
import type { PlaceDirectory } from '../places/placeDirectory';
import { settleDueJourneys } from './settleJourney';

/** The galaxy clock's sweep: random events strike and characters arrive even while nobody looks. */
export function travelTickTask(places: PlaceDirectory): TickTask {
  return {
    name: 'travel-arrivals',
    run: async ({ db, now, broadcaster, facts }) => {
      await settleDueJourneys({ db, broadcaster, facts, places }, now);
    },
  };
}
