import type { Transaction } from 'kysely';
import { journeySeed, rollJumpEvents, scheduleEvents } from '../../../shared/rules/travel/jumpEvents';
import { laneBetween, planJourney, segmentProblem, type SegmentRequest } from '../../../shared/rules/travel/routePlan';
import { realMilliseconds } from '../../../shared/rules/travel/pacing';
import type { Database } from '../../db/schema';
import { refused } from '../../kernel/refusal';
import type { CharacterAct } from '../../kernel/withCharacterLock';
import { notEnoughCredits, planProblem } from './interplanetaryOptions';
import type { JourneyRow, StoredSegment } from './journeyRecord';
import { takeForcedEncounter } from './forcedEncounter';
import { findShuttle } from './localShuttles';
import { loadTravelNetwork, type HyperspaceLanes } from './networkLoader';
import { readTravelShip, readTraveller, type Traveller } from './travelParty';

/** A journey just recorded, and the fuel its ship has left (null: a shuttle, no ship of the player's flies). */
export interface StartedJourney {
  journey: JourneyRow;
  fuelLeft: number | null;
}

/** A journey a player asks for, already parsed from the request. */
export type JourneyRequest =
  | { type: 'interplanetary'; routeId: number; destinationId: number }
  | { type: 'multi_route'; segments: SegmentRequest[] }
  | { type: 'shuttle'; placeId: number };

export const ALREADY_HERE = 'You are already in this system.';

/**
 * Starts a journey in the character's act (the kernel's lock refused a character already
 * travelling), locking the active ship next: checks every rule, takes the fuel and credits and
 * records the journey. Any refusal throws before anything is written, so a refused journey
 * changes nothing.
 */
export async function startJourney(act: CharacterAct, request: JourneyRequest, lanes: HyperspaceLanes, timeScale: number): Promise<StartedJourney> {
  const traveller = await readTraveller(act.trx, act.character.id);
  const started = request.type === 'shuttle' ? { journey: await startShuttle(act, traveller, request.placeId, timeScale), fuelLeft: null } : await startHyperspace(act, traveller, request, lanes, timeScale);
  await act.publish({ kind: 'JourneyStarted', journeyId: started.journey.id });
  return started;
}

async function startShuttle(act: CharacterAct, traveller: Traveller, placeId: number, timeScale: number): Promise<JourneyRow> {
  const { trx, now } = act;
  const shuttle = await findShuttle(trx, traveller.placeId, traveller.superAreaId, placeId);
  if (!shuttle) throw refused('That shuttle does not fly from here.', 'shuttle_id');
  if (traveller.credits < shuttle.cost) throw refused(notEnoughCredits(shuttle.cost, traveller.credits));
  const totalMs = realMilliseconds(shuttle.travel_time, timeScale);
  const journey = await trx
    .insertInto('journeys')
    .values({
      character_id: traveller.id,
      ship_id: null,
      travel_type: 'shuttle',
      from_place_id: traveller.placeId,
      from_super_area_id: traveller.superAreaId,
      to_place_id: placeId,
      to_super_area_id: traveller.superAreaId,
      plan: '[]',
      started_at: now,
      arrives_at: new Date(now.getTime() + totalMs),
      total_ms: totalMs,
      credits_charged: shuttle.cost,
      scheduled_events: '[]',
      event_log: '[]',
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  await act.moveCredits({ amount: -shuttle.cost, reason: 'shuttle_fare', reference: { type: 'journey', id: journey.id } }, { updated_at: now });
  return journey;
}

async function hyperspaceSegments(trx: Transaction<Database>, lanes: HyperspaceLanes, origin: number, request: Exclude<JourneyRequest, { type: 'shuttle' }>) {
  const network = await loadTravelNetwork(trx, lanes);
  let segments: SegmentRequest[];
  if (request.type === 'interplanetary') {
    if (request.destinationId === origin) throw refused(ALREADY_HERE, 'destination_id');
    if (!network.systems.has(request.destinationId)) throw refused('That destination does not exist.', 'destination_id');
    const lane = laneBetween(network, origin, request.destinationId);
    if (!lane || lane.id !== request.routeId) throw refused('That route does not lead from your current system to the destination.', 'route_id');
    segments = [{ routeId: lane.id, fromId: origin, toId: request.destinationId }];
  } else {
    segments = request.segments;
    const problem = segmentProblem(network, origin, segments);
    if (problem === 'The plan ends where it starts.') throw refused(ALREADY_HERE, 'plan');
    if (problem) throw refused(problem, 'plan');
  }
  return { network, segments };
}

async function startHyperspace(act: CharacterAct, traveller: Traveller, request: Exclude<JourneyRequest, { type: 'shuttle' }>, lanes: HyperspaceLanes, timeScale: number): Promise<StartedJourney> {
  const { trx, now } = act;
  const { network, segments } = await hyperspaceSegments(trx, lanes, traveller.superAreaId, request);
  if (traveller.activeShipId === null) throw refused('You need an active ship to travel through hyperspace.');
  const ship = await readTravelShip(trx, traveller.activeShipId, true);
  if (!ship) throw refused('You need an active ship to travel through hyperspace.');
  const plan = planJourney(network, segments, ship);
  const problem = planProblem(plan, ship, traveller.credits);
  if (problem) throw refused(problem);

  const destinationId = segments[segments.length - 1]?.toId as number;
  const port = await trx
    .selectFrom('places')
    .select('id')
    .where('super_area_id', '=', destinationId)
    .where('place_type', '=', 'shuttleport')
    .orderBy('id')
    .executeTakeFirst();
  if (!port) throw refused('That system has no shuttleport to land at.', 'destination_id');

  const stored: StoredSegment[] = plan.segments.map((segment) => ({ ...segment, ms: realMilliseconds(segment.minutes, timeScale) }));
  const totalMs = stored.reduce((sum, segment) => sum + segment.ms, 0);
  const arrivesAt = new Date(now.getTime() + totalMs);
  const dice = rollJumpEvents(journeySeed(traveller.id, now.getTime()), stored.map((s) => s.danger_level));
  const forced = await takeForcedEncounter(trx, traveller.id, dice);
  const scheduled = scheduleEvents(forced.events, stored.map((s) => s.ms));
  const first = scheduled[0];

  const fuelLeft = Math.round((ship.fuel - plan.fuel) * 100) / 100;
  await trx.updateTable('ships').set({ fuel: fuelLeft }).where('id', '=', ship.id).execute();
  const journey = await trx
    .insertInto('journeys')
    .values({
      character_id: traveller.id,
      ship_id: ship.id,
      travel_type: request.type,
      from_place_id: traveller.placeId,
      from_super_area_id: traveller.superAreaId,
      to_place_id: port.id,
      to_super_area_id: destinationId,
      plan: JSON.stringify(stored),
      distance: plan.distance,
      jumps: plan.jumps,
      started_at: now,
      arrives_at: arrivesAt,
      total_ms: totalMs,
      fuel_used: plan.fuel,
      fuel_cost: plan.fuelCost,
      maintenance_cost: plan.maintenance,
      credits_charged: plan.maintenance,
      scheduled_events: JSON.stringify(scheduled),
      next_event_at: first ? new Date(arrivesAt.getTime() - first.remaining_ms) : null,
      event_log: '[]',
      forced_enemy_id: forced.enemyId,
      forced_loot_item_template_id: forced.lootItemTemplateId,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  await act.moveCredits({ amount: -plan.maintenance, reason: 'hyperspace_maintenance', reference: { type: 'journey', id: journey.id } }, { updated_at: now });
  return { journey, fuelLeft };
}
