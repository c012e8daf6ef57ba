import { shipCustomizationRoutes as routes } from '../../shared/api';
import type { CraftedPartsResponse, CustomizationShipResponse, InstallUpgradeResponse, UninstallUpgradeResponse, UpgradeListResponse, UpgradeTemplate } from '../../shared/api';
import { callRoute } from '../api/callRoute';
import { withoutEmpty } from '../api/queryParams';

/** The upgrade filters as the filter bar holds them; empty values are not sent. */
export interface UpgradeFilterValues {
  category: string;
  rarity: string;
  min_price: string;
  max_price: string;
}

export function getCustomizationShip(shipId: number, signal?: AbortSignal): Promise<CustomizationShipResponse> {
  return callRoute(routes.ship, { params: { shipId } }, { signal });
}

export function listUpgrades(filters: UpgradeFilterValues, shipId: number | null, signal?: AbortSignal): Promise<UpgradeListResponse> {
  return callRoute(routes.upgrades, { query: withoutEmpty({ ...filters, ship_id: shipId }) }, { signal });
}

export async function getUpgrade(upgradeId: number, shipId: number | null, signal?: AbortSignal): Promise<UpgradeTemplate> {
  return (await callRoute(routes.upgrade, { params: { id: upgradeId }, query: withoutEmpty({ ship_id: shipId }) }, { signal })).upgrade;
}

export function installUpgrade(shipId: number, upgradeTemplateId: number): Promise<InstallUpgradeResponse> {
  return callRoute(routes.install, { body: { ship_id: shipId, upgrade_template_id: upgradeTemplateId } });
}

export function uninstallUpgrade(customizationId: number): Promise<UninstallUpgradeResponse> {
  return callRoute(routes.uninstall, { body: { customization_id: customizationId } });
}

/** The crafted ship parts the character carries, judged against `shipId` (issue 38). */
export function listCraftedParts(shipId: number, signal?: AbortSignal): Promise<CraftedPartsResponse> {
  return callRoute(routes.craftedParts, { query: { ship_id: shipId } }, { signal });
}

export function installCraftedPart(shipId: number, itemId: number): Promise<InstallUpgradeResponse> {
  return callRoute(routes.installCrafted, { body: { ship_id: shipId, item_id: itemId } });
}
