import {
  customizationShipResponse,
  installUpgradeResponse,
  shipCustomizationPaths as paths,
  uninstallUpgradeResponse,
  upgradeDetailsResponse,
  upgradeListResponse,
} from '../../shared/api';
import type { CustomizationShipResponse, InstallUpgradeResponse, UninstallUpgradeResponse, UpgradeListResponse, UpgradeTemplate } from '../../shared/api';
import { http } from './http';
import { withoutEmpty } from './queryParams';

/** The upgrade filters as the filter bar holds them; empty values are not sent. */
export interface UpgradeFilterValues {
  category: string;
  rarity: string;
  min_price: string;
  max_price: string;
}

export async function getCustomizationShip(shipId: number, signal?: AbortSignal): Promise<CustomizationShipResponse> {
  const { data } = await http.get<unknown>(paths.shipOf(shipId), { signal });
  return customizationShipResponse.parse(data);
}

export async function listUpgrades(filters: UpgradeFilterValues, shipId: number | null, signal?: AbortSignal): Promise<UpgradeListResponse> {
  const { data } = await http.get<unknown>(paths.upgrades, { params: withoutEmpty({ ...filters, ship_id: shipId }), signal });
  return upgradeListResponse.parse(data);
}

export async function getUpgrade(upgradeId: number, shipId: number | null, signal?: AbortSignal): Promise<UpgradeTemplate> {
  const { data } = await http.get<unknown>(paths.upgradeOf(upgradeId), { params: withoutEmpty({ ship_id: shipId }), signal });
  return upgradeDetailsResponse.parse(data).upgrade;
}

export async function installUpgrade(shipId: number, upgradeTemplateId: number): Promise<InstallUpgradeResponse> {
  const { data } = await http.post<unknown>(paths.install, { ship_id: shipId, upgrade_template_id: upgradeTemplateId });
  return installUpgradeResponse.parse(data);
}

export async function uninstallUpgrade(customizationId: number): Promise<UninstallUpgradeResponse> {
  const { data } = await http.post<unknown>(paths.uninstall, { customization_id: customizationId });
  return uninstallUpgradeResponse.parse(data);
}
