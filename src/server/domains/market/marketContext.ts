import type { Db } from '../../db/database';
import type { Broadcaster } from '../../realtime/broadcaster';
import type { Clock } from '../../time/clock';
import type { PlaceDirectory } from '../places/placeDirectory';
import { CommodityCatalog } from './commodityCatalog';
import { GalacticPrices } from './galacticPrices';
import { RouteNetwork } from './routeNetwork';

/** What the market's services share in one app: the database, the clock, the broadcaster and the read caches. */
export interface MarketContext {
  db: Db;
  clock: Clock;
  broadcaster: Broadcaster;
  places: PlaceDirectory;
  catalog: CommodityCatalog;
  galactic: GalacticPrices;
  network: RouteNetwork;
}

export function createMarketContext(db: Db, clock: Clock, places: PlaceDirectory, broadcaster: Broadcaster): MarketContext {
  const catalog = new CommodityCatalog(db);
  return { db, clock, broadcaster, places, catalog, galactic: new GalacticPrices(db, catalog), network: new RouteNetwork(db) };
}
