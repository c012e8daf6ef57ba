import type { SuperArea } from '../../../shared/api';
import { groupBy } from '../../../shared/rules/groupBy';
import type { Db } from '../../db/database';
import { ReadOnce } from '../../db/readOnce';
import { readSuperAreas } from '../galaxy/service';
import { placeStops, type PlaceStop } from './localShuttles';

/** The galaxy as content: the systems (their planets and traded commodities), every place as a shuttle stop. */
export interface Geography {
  /** Ordered by id; their `danger_level` is as read with the content: stale, `withDangers` sets it. */
  systems: SuperArea[];
  stops: Map<number, PlaceStop>;
  /** Each system's shuttleports, nearest planets first. */
  shuttleports: Map<number, PlaceStop[]>;
}

/**
 * The content the travel options show, read once per content change (issue 40: five statements a
 * read were content nobody changes in play): the content admin's acts forget it in every server
 * process (routes.ts). The systems' danger levels are not content: they move with the traffic
 * and with won fights against pirates, without a notice, so each read reads them (`withDangers`).
 * Read through the pool: the travel reads run outside any act.
 */
export class TravelGeography {
  private readonly loaded = new ReadOnce<Geography>();

  constructor(private readonly db: Db) {}

  get(): Promise<Geography> {
    return this.loaded.get(() => readGeography(this.db));
  }

  forget(): void {
    this.loaded.forget();
  }
}

/** The place as a shuttle stop (any place a character may stand on). */
export function stopAt(geography: Geography, placeId: number): PlaceStop {
  const stop = geography.stops.get(placeId);
  if (!stop) throw new Error(`place ${placeId} is gone`);
  return stop;
}

async function readGeography(db: Db): Promise<Geography> {
  const [systems, places] = await Promise.all([readSuperAreas(db), placeStops(db, 'all')]);
  const stops = new Map(places.map((place) => [place.placeId, place]));
  const ports: Map<number, PlaceStop[]> = groupBy(places.filter((p) => p.isShuttleport), (place) => place.superAreaId);
  return { systems, stops, shuttleports: ports };
}

/** The systems with their danger levels as read now (a system missing from `dangers` keeps the content's). */
export function withDangers(systems: readonly SuperArea[], dangers: ReadonlyMap<number, number>): SuperArea[] {
  return systems.map((system) => ({ ...system, danger_level: dangers.get(system.id) ?? system.danger_level }));
}
