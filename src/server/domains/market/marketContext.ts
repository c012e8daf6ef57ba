import type { MarketChanges } from '../../kernel/marketChanges';
import type { MoneyDeps } from '../../kernel/withCharacterLock';
import type { PlaceDirectory } from '../places/placeDirectory';
import { CommodityCatalog } from './commodityCatalog';
import { GalacticPrices } from './galacticPrices';
import { SystemMarkets } from './intelligence/systemMarkets';
import { RouteNetwork } from './routeNetwork';

/** What the market's services share in one app: what its acts need (database, clock, broadcaster, fact listeners) and the read caches. */
export interface MarketContext extends MoneyDeps {
  places: PlaceDirectory;
  catalog: CommodityCatalog;
  galactic: GalacticPrices;
  network: RouteNetwork;
  /** Each system's market rows, read once per change. */
  systemMarkets: SystemMarkets;
  /** Where a trade tells every process's caches that its system's markets changed. */
  marketChanges: MarketChanges;
}

export function createMarketContext(deps: MoneyDeps, places: PlaceDirectory, marketChanges: MarketChanges): MarketContext {
  const catalog = new CommodityCatalog(deps.db);
  const ctx: MarketContext = {
    ...deps,
    places,
    catalog,
    galactic: new GalacticPrices(deps.db, catalog),
    network: new RouteNetwork(deps.db),
    systemMarkets: new SystemMarkets(deps.db, deps.clock),
    marketChanges,
  };
  // Any market's change moves the galaxy's averages (the board re-reads the changed system's rows); a system's rows only by its own (or every) change.
  marketChanges.onChange((changed) => {
    ctx.galactic.invalidate(changed);
    ctx.systemMarkets.forget(changed);
  });
  return ctx;
}
