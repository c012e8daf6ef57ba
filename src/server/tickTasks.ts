import { contractDeadlineTask } from './domains/contracts/deadlineTask';
import { contractOffersTask } from './domains/contracts/contractOffers';
import { travelTickTask } from './domains/travel/travelTickTask';
import { combatTickTask } from './domains/combat/combatTickTask';
import { entertainmentTickTask } from './domains/entertainment/entertainmentTickTask';
import { marketTickTask } from './domains/market/pricing/marketTick';
import { trafficTickTask } from './domains/traffic/trafficTick';
import { housekeepingTask } from './domains/auth/housekeepingTask';
import { questExpiryTask } from './domains/missions/questExpiryTask';
import { eventQuestTask } from './domains/missions/eventQuestTask';
import { spawnExpiryTask } from './domains/crafting/spawnExpiryTask';
import { npcRestockTask } from './domains/crafting/npcRestockTask';
import type { PlaceDirectory } from './domains/places/placeDirectory';
import type { TickTask } from './sim/tickTask';

/**
 * The galaxy clock's tasks, in the order they run each tick. Each domain that lives with time
 * (market drift, travel arrival, contract generation) adds its task here; `buildApp` hands the
 * list to the clock, so `sim/` knows no domain. `places`: the app's place directory (arrivals).
 */
export const tickTasks = (places: PlaceDirectory): readonly TickTask[] => [
  // Arrivals first: a delivery that landed before its deadline counts as on time.
  travelTickTask(places),
  // Before the market: the price points it records show the NPCs' trades of this tick.
  trafficTickTask,
  // Right after the traffic: the events that broke out offer their quests in the same tick.
  eventQuestTask,
  marketTickTask,
  contractOffersTask,
  contractDeadlineTask,
  questExpiryTask,
  // Before recovery: a watcher's buff is refreshed before its pools recover at the buffed rate.
  entertainmentTickTask,
  combatTickTask,
  housekeepingTask,
  spawnExpiryTask,
  npcRestockTask,
];
