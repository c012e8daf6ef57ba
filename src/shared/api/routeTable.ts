import { adminRoutes } from './admin';
import { apiTokenRoutes } from './apiTokens';
import { authRoutes } from './auth';
import { bountyRoutes } from './bounties';
import { characterRoutes } from './characters';
import { chatRoutes } from './chat';
import { combatRoutes } from './combat';
import { combatOpponentRoutes } from './combatOpponents';
import { commodityRoutes } from './commodities';
import { contentAdminRoutes } from './contentAdmin';
import { captainsLogRoutes } from './datapad';
import { entertainmentRoutes } from './entertainment';
import { craftingRoutes } from './crafting';
import { galaxyRoutes } from './galaxy';
import { guildRoutes } from './guilds';
import { houseRoutes } from './houses';
import { inventoryRoutes } from './inventory';
import { ledgerRoutes } from './ledger';
import { marketRoutes } from './market';
import { medicalRoutes } from './medical';
import { metaRoutes } from './meta';
import { missionRoutes, questRoutes } from './missions';
import { onboardingRoutes } from './onboarding';
import { passwordRoutes } from './password';
import { profileRoutes } from './profile';
import { groupRoutes, partyRoutes } from './party';
import type { RouteEntry } from './route';
import { shipCustomizationRoutes } from './shipCustomization';
import { shipMarketRoutes } from './shipMarket';
import { shipRoutes } from './ships';
import { skillRoutes } from './skills';
import { shopRoutes } from './shops';
import { tradingContractRoutes } from './tradingContracts';
import { travelRoutes } from './travel';
import { trafficRoutes } from './traffic';
import { twoFactorRoutes } from './twoFactor';
import { worldRoutes } from './world';

/** Every domain's entries, by domain: what the server serves and what tests sweep. */
export const routeTable = {
  auth: authRoutes,
  password: passwordRoutes,
  profile: profileRoutes,
  twoFactor: twoFactorRoutes,
  apiTokens: apiTokenRoutes,
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
  skills: skillRoutes,
  inventory: inventoryRoutes,
  shops: shopRoutes,
  meta: metaRoutes,
  party: partyRoutes,
  groups: groupRoutes,
  guilds: guildRoutes,
  chat: chatRoutes,
  combat: combatRoutes,
  combatOpponents: combatOpponentRoutes,
  medical: medicalRoutes,
  admin: adminRoutes,
  world: worldRoutes,
  contentAdmin: contentAdminRoutes,
  missions: missionRoutes,
  quests: questRoutes,
  bounties: bountyRoutes,
  onboarding: onboardingRoutes,
  entertainment: entertainmentRoutes,
  crafting: craftingRoutes,
  traffic: trafficRoutes,
  houses: houseRoutes,
} satisfies Record<string, Record<string, RouteEntry>>;

/** The whole table as one list. */
export function allRouteEntries(): RouteEntry[] {
  return Object.values(routeTable).flatMap((domain) => Object.values(domain) as RouteEntry[]);
}
