import type { MoneyDeps } from '../../kernel/withCharacterLock';
import type { PlaceDirectory } from '../places/placeDirectory';
import { CommodityCatalog } from './commodityCatalog';
import { GalacticPrices } from './galacticPrices';
import { RouteNetwork } from './routeNetwork';

/** What the market's services share in one app: what its acts need (database, clock, broadcaster, fact listeners) and the read caches. */
export interface MarketContext extends MoneyDeps {
  places: PlaceDirectory;
  catalog: CommodityCatalog;
  galactic: GalacticPrices;
  network: RouteNetwork;
}

export function createMarketContext(deps: MoneyDeps, places: PlaceDirectory): MarketContext {
  const catalog = new CommodityCatalog(deps.db);
  return { ...deps, places, catalog, galactic: new GalacticPrices(deps.db, catalog), network: new RouteNetwork(deps.db) };
}
