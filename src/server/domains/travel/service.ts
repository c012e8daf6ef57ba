import type {
  HandleEventResponse,
  InitiateTravelResponse,
  InterplanetaryOptions,
  TravelOptionsResponse,
  TravelStatusResponse,
} from '../../../shared/api';
import { refused } from '../../kernel/refusal';
import { withCharacterLock, type MoneyDeps } from '../../kernel/withCharacterLock';
import { queuePartyMemberMoved } from '../party/partyWhereabouts';
import type { PlaceDirectory } from '../places/placeDirectory';
import { handleEvent, type FightStarter } from './handleEvent';
import type { JourneyAlarm } from './journeyAlarm';
import { interplanetaryOptions, type OptionContext } from './interplanetaryOptions';
import { shuttlesFrom } from './localShuttles';
import { networkOf, type HyperspaceLanes } from './networkLoader';
import { pathsFrom } from '../../../shared/rules/travel/routePlan';
import { settleDueJourneys } from './settleJourney';
import { ALREADY_HERE, startJourney, type JourneyRequest } from './startJourney';
import { presentStatus } from './journeyStatusView';
import { pollTravelStatus, travelStatus } from './travelStatus';
import { stopAt, withDangers, type TravelGeography } from './travelGeography';
import { readTravelPlanning } from './travelPlanningRead';

/** Travel (seed 001 §7): options, starting journeys, their status and random events. */
export class TravelService {

  constructor(
    private readonly deps: MoneyDeps,
    private readonly places: PlaceDirectory,
    private readonly lanes: HyperspaceLanes,
    /** The systems, planets and places the options show, read once per content change. */
    private readonly geography: TravelGeography,
    private readonly timeScale: number,
    /** Rings when a journey falls due, so it lands on time whether or not anyone reads it. */
    private readonly alarm: JourneyAlarm,
    /** Starts the combat session of an event's fight option; without it, fights are settled by dice. */
    private readonly startFight?: FightStarter,
  ) {}

  /** Arrivals and events are checked on every read, not only by the clock. */
  private async settle(characterId: number): Promise<Date> {
    const now = this.deps.clock.now();
    await settleDueJourneys({ ...this.deps, places: this.places }, now, [characterId]);
    return now;
  }

  /**
   * What the options are planned from, in one statement when the content is cached: a journey
   * found due is settled first (as every read does), then read again.
   */
  private async optionContext(characterId: number) {
    const now = this.deps.clock.now();
    let planning = await readTravelPlanning(this.deps.db, characterId, now);
    if (planning.due) {
      await settleDueJourneys({ ...this.deps, places: this.places }, now, [characterId]);
      planning = await readTravelPlanning(this.deps.db, characterId, now);
    }
    const { traveller, ship, dangers } = planning;
    const [geography, lanes] = await Promise.all([this.geography.get(), this.lanes.get()]);
    const systems = withDangers(geography.systems, dangers);
    const network = networkOf(systems, lanes);
    const context: OptionContext = { network, origin: traveller.superAreaId, ship, credits: traveller.credits, timeScale: this.timeScale };
    return { traveller, context, systems, geography };
  }

  /** The local shuttles and the destination list, plus the interplanetary options for `destinationId`. */
  async options(characterId: number, destinationId?: number): Promise<TravelOptionsResponse> {
    const { traveller, context, systems, geography } = await this.optionContext(characterId);
    const place = await this.places.get(traveller.placeId);
    const local = shuttlesFrom(stopAt(geography, traveller.placeId), geography.shuttleports.get(traveller.superAreaId) ?? [], this.timeScale);
    const paths = pathsFrom(context.network, traveller.superAreaId);
    const destinations = systems.map((system) => {
      const path = paths.get(system.id);
      const isCurrent = system.id === traveller.superAreaId;
      return {
        ...system,
        distance: path && !isCurrent ? Math.round(path.distance * 100) / 100 : null,
        jumps: path && !isCurrent ? path.jumps : null,
        direct: path?.jumps === 1,
        is_current: isCurrent,
      };
    });
    const wanted = destinationId !== undefined && destinationId !== traveller.superAreaId && context.network.systems.has(destinationId);
    return {
      current: { super_area_id: place.superAreaId, name: place.superAreaName, place_id: place.id, place_name: place.name, planet_name: place.planetName },
      local,
      destinations,
      interplanetary: wanted ? interplanetaryOptions(destinationId, context) : null,
    };
  }

  /** Direct routes and the multi-route plan to one destination. */
  async interplanetary(characterId: number, destinationId: number): Promise<InterplanetaryOptions> {
    const { traveller, context } = await this.optionContext(characterId);
    if (destinationId === traveller.superAreaId) throw refused(ALREADY_HERE, 'destinationId');
    if (!context.network.systems.has(destinationId)) throw refused('That destination does not exist.', 'destinationId');
    return interplanetaryOptions(destinationId, context);
  }

  /** Starts a journey: fuel and credits are charged at once, in one locked transaction. */
  async initiate(characterId: number, request: JourneyRequest): Promise<InitiateTravelResponse> {
    const now = await this.settle(characterId);
    // The kernel's lock refuses a character already travelling; into hyperspace, the party's galaxy map shows this member on a journey.
    const { journey: row, fuelLeft, credits } = await withCharacterLock(this.deps, characterId, async (act) => {
      const started = await startJourney(act, request, this.lanes, this.timeScale);
      if (started.journey.travel_type !== 'shuttle') await queuePartyMemberMoved(act.trx, act.outbox, characterId);
      // The balance after the fare and whatever the act's listeners paid (a quest the start completes).
      return { ...started, credits: act.character.credits };
    });
    this.alarm.wake(row.next_event_at ?? row.arrives_at);
    // The answer is made of what the act wrote: nothing is read again.
    const { journey } = await presentStatus(row, this.places, now);
    if (!journey) throw new Error('a started journey must be under way');
    return {
      success: true,
      message: `Travelling to ${journey.destination.name}.`,
      destination: journey.destination.name,
      travel_time: journey.remaining_time,
      journey,
      credits_remaining: credits,
      fuel_remaining: fuelLeft,
    };
  }

  /** Where the journey stands: under way, paused by an event, or completed (seed 001 §3). */
  async status(characterId: number): Promise<TravelStatusResponse> {
    const status = await pollTravelStatus({ ...this.deps, places: this.places }, characterId, this.deps.clock.now());
    // A journey resumed elsewhere (a travel fight's end) is armed for by the first poll after it.
    if (status.status === 'travelling' && status.journey) this.alarm.wake(new Date(status.journey.arrives_at));
    return status;
  }

  /** The player's choice for the event that paused their journey. */
  async handleEvent(characterId: number, choice: string): Promise<HandleEventResponse> {
    const now = await this.settle(characterId);
    const { outcome, combatSessionId } = await withCharacterLock(this.deps, characterId, (act) => handleEvent(act, choice, this.timeScale, this.startFight), { whileTravelling: 'allow' });
    // The journey resumed with a new end time (and maybe its next event): the alarm reads them.
    this.alarm.recheck();
    const status = await travelStatus(this.deps.db, this.places, characterId, now);
    return {
      success: true,
      message: outcome.message,
      outcome: { credits: outcome.credits, fuel: outcome.fuel, hull_damage: outcome.hullDamage, delay: Math.round(outcome.delayMs / 1000) },
      status,
      combat_session_id: combatSessionId,
    };
  }
}
