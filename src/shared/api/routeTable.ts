import { authRoutes } from './auth';
import { characterRoutes } from './characters';
import { commodityRoutes } from './commodities';
import { captainsLogRoutes } from './datapad';
import { galaxyRoutes } from './galaxy';
import { inventoryRoutes } from './inventory';
import { ledgerRoutes } from './ledger';
import { marketRoutes } from './market';
import { metaRoutes } from './meta';
import type { RouteEntry } from './route';
import { shipCustomizationRoutes } from './shipCustomization';
import { shipMarketRoutes } from './shipMarket';
import { shipRoutes } from './ships';
import { shopRoutes } from './shops';
import { tradingContractRoutes } from './tradingContracts';
import { travelRoutes } from './travel';

/** Every domain's entries, by domain: what the server serves and what tests sweep. */
export const routeTable = {
  auth: authRoutes,
  characters: characterRoutes,
  ledger: ledgerRoutes,
  captainsLog: captainsLogRoutes,
  galaxy: galaxyRoutes,
  commodities: commodityRoutes,
  market: marketRoutes,
  tradingContracts: tradingContractRoutes,
  ships: shipRoutes,
  shipMarket: shipMarketRoutes,
  shipCustomization: shipCustomizationRoutes,
  travel: travelRoutes,
  inventory: inventoryRoutes,
  shops: shopRoutes,
  meta: metaRoutes,
} satisfies Record<string, Record<string, RouteEntry>>;

/** The whole table as one list. */
export function allRouteEntries(): RouteEntry[] {
  return Object.values(routeTable).flatMap((domain) => Object.values(domain) as RouteEntry[]);
}
