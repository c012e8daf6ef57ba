import type { Db } from '../../db/database';
import type { Clock } from '../../sim/clock';
import type { PlaceDirectory } from '../places/placeDirectory';
import { CommodityCatalog } from './commodityCatalog';
import { GalacticPrices } from './galacticPrices';
import { RouteNetwork } from './routeNetwork';

/** What the market's services share in one app: the database, the clock and the read caches. */
export interface MarketContext {
  db: Db;
  clock: Clock;
  places: PlaceDirectory;
  catalog: CommodityCatalog;
  galactic: GalacticPrices;
  network: RouteNetwork;
}

export function createMarketContext(db: Db, clock: Clock, places: PlaceDirectory): MarketContext {
  const catalog = new CommodityCatalog(db);
  return { db, clock, places, catalog, galactic: new GalacticPrices(db, catalog), network: new RouteNetwork(db) };
}
