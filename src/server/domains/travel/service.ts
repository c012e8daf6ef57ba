import type {
  HandleEventResponse,
  InitiateTravelResponse,
  InterplanetaryOptions,
  TravelOptionsResponse,
  TravelStatusResponse,
} from '../../../shared/api';
import type { Db } from '../../db/database';
import { refused } from '../../http/httpError';
import type { Broadcaster } from '../../realtime/broadcaster';
import { transactionThenBroadcast } from '../../realtime/afterCommit';
import { queuePartyMemberMoved } from '../party/partyWhereabouts';
import type { Clock } from '../../time/clock';
import { GalaxyService } from '../galaxy/service';
import type { PlaceDirectory } from '../places/placeDirectory';
import { handleEvent, type FightStarter } from './handleEvent';
import type { JourneyAlarm } from './journeyAlarm';
import { interplanetaryOptions, type OptionContext } from './interplanetaryOptions';
import { localShuttles } from './localShuttles';
import { loadTravelNetwork } from './networkLoader';
import { pathsFrom } from '../../../shared/rules/travel/routePlan';
import { settleDueJourneys } from './settleJourney';
import { ALREADY_HERE, startJourney, type JourneyRequest } from './startJourney';
import { pollTravelStatus, travelStatus } from './travelStatus';
import { readTravelShip, readTraveller } from './travelParty';

/** Travel (seed 001 §7): options, starting journeys, their status and random events. */
export class TravelService {
  private readonly galaxy: GalaxyService;

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly broadcaster: Broadcaster,
    private readonly places: PlaceDirectory,
    private readonly timeScale: number,
    /** Rings when a journey falls due, so it lands on time whether or not anyone reads it. */
    private readonly alarm: JourneyAlarm,
    /** Starts the combat session of an event's fight option; without it, fights are settled by dice. */
    private readonly startFight?: FightStarter,
  ) {
    this.galaxy = new GalaxyService(db);
  }

  /** Arrivals and events are checked on every read, not only by the clock. */
  private async settle(characterId: number): Promise<Date> {
    const now = this.clock.now();
    await settleDueJourneys(this.db, this.broadcaster, now, [characterId]);
    return now;
  }

  private async optionContext(characterId: number) {
    const traveller = await readTraveller(this.db, characterId);
    const ship = traveller.activeShipId === null ? undefined : await readTravelShip(this.db, traveller.activeShipId);
    const network = await loadTravelNetwork(this.db);
    const context: OptionContext = { network, origin: traveller.superAreaId, ship, credits: traveller.credits, timeScale: this.timeScale };
    return { traveller, context };
  }

  /** The local shuttles and the destination list, plus the interplanetary options for `destinationId`. */
  async options(characterId: number, destinationId?: number): Promise<TravelOptionsResponse> {
    await this.settle(characterId);
    const { traveller, context } = await this.optionContext(characterId);
    const [place, local, systems] = await Promise.all([
      this.places.get(traveller.placeId),
      localShuttles(this.db, traveller.placeId, traveller.superAreaId, this.timeScale),
      this.galaxy.superAreas(),
    ]);
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
    await this.settle(characterId);
    const { traveller, context } = await this.optionContext(characterId);
    if (destinationId === traveller.superAreaId) throw refused(ALREADY_HERE, 'destinationId');
    if (!context.network.systems.has(destinationId)) throw refused('That destination does not exist.', 'destinationId');
    return interplanetaryOptions(destinationId, context);
  }

  /** Starts a journey: fuel and credits are charged at once, in one locked transaction. */
  async initiate(characterId: number, request: JourneyRequest): Promise<InitiateTravelResponse> {
    const now = await this.settle(characterId);
    const row = await transactionThenBroadcast(
      this.db,
      this.broadcaster,
      async (trx, outbox) => {
        const started = await startJourney(trx, characterId, request, { now, timeScale: this.timeScale });
        // Through the outbox: the mission step a departure advances goes out after COMMIT; into hyperspace, the party's galaxy map shows this member on a journey.
        if (started.travel_type !== 'shuttle') await queuePartyMemberMoved(trx, outbox, characterId);
        return started;
      },
      now,
    );
    this.alarm.wake(row.next_event_at ?? row.arrives_at);
    const status = await travelStatus(this.db, this.places, characterId, now);
    const journey = status.journey;
    if (!journey) throw new Error('a started journey must be under way');
    const traveller = await readTraveller(this.db, characterId);
    const ship = row.ship_id === null ? undefined : await readTravelShip(this.db, row.ship_id);
    return {
      success: true,
      message: `Travelling to ${journey.destination.name}.`,
      destination: journey.destination.name,
      travel_time: journey.remaining_time,
      journey,
      credits_remaining: traveller.credits,
      fuel_remaining: ship ? ship.fuel : null,
    };
  }

  /** Where the journey stands: under way, paused by an event, or completed (seed 001 §3). */
  async status(characterId: number): Promise<TravelStatusResponse> {
    const status = await pollTravelStatus(this.db, this.broadcaster, this.places, characterId, this.clock.now());
    // A journey resumed elsewhere (a travel fight's end) is armed for by the first poll after it.
    if (status.status === 'travelling' && status.journey) this.alarm.wake(new Date(status.journey.arrives_at));
    return status;
  }

  /** The player's choice for the event that paused their journey. */
  async handleEvent(characterId: number, choice: string): Promise<HandleEventResponse> {
    const now = await this.settle(characterId);
    const { outcome, combatSessionId } = await transactionThenBroadcast(
      this.db,
      this.broadcaster,
      (trx, outbox) => handleEvent(trx, outbox, characterId, choice, now, this.timeScale, this.startFight),
      now,
    );
    // The journey resumed with a new end time (and maybe its next event): the alarm reads them.
    this.alarm.recheck();
    const status = await travelStatus(this.db, this.places, characterId, now);
    return {
      success: true,
      message: outcome.message,
      outcome: { credits: outcome.credits, fuel: outcome.fuel, hull_damage: outcome.hullDamage, delay: Math.round(outcome.delayMs / 1000) },
      status,
      combat_session_id: combatSessionId,
    };
  }
}
