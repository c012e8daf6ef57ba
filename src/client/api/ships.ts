import {
  refuelResponse,
  shipListResponse,
  shipPart,
  shipPaths,
  shipRecordRemovedResponse,
  shipStatusResponse,
  shipUpgradeRecord,
} from '../../shared/api';
import type { AddShipPartRequest, AddShipUpgradeRequest, RefuelResponse, Ship, ShipPart, ShipStatusResponse, ShipUpgradeRecord } from '../../shared/api';
import { http } from './http';

/** GET /api/ships: the active character's fleet. */
export async function getShips(signal?: AbortSignal): Promise<Ship[]> {
  const { data } = await http.get<unknown>(shipPaths.list, { signal });
  return shipListResponse.parse(data);
}

export async function addShipPart(shipId: number, input: AddShipPartRequest): Promise<ShipPart> {
  const { data } = await http.post<unknown>(shipPaths.partsOf(shipId), input);
  return shipPart.parse(data);
}

export async function removeShipPart(shipId: number, partId: number): Promise<string> {
  const { data } = await http.delete<unknown>(shipPaths.partOf(shipId, partId));
  return shipRecordRemovedResponse.parse(data).message;
}

export async function addShipUpgrade(shipId: number, input: AddShipUpgradeRequest): Promise<ShipUpgradeRecord> {
  const { data } = await http.post<unknown>(shipPaths.upgradesOf(shipId), input);
  return shipUpgradeRecord.parse(data);
}

export async function removeShipUpgrade(shipId: number, upgradeId: number): Promise<string> {
  const { data } = await http.delete<unknown>(shipPaths.upgradeOf(shipId, upgradeId));
  return shipRecordRemovedResponse.parse(data).message;
}

/** GET /api/ship/status: the active ship and whether fuel is sold here. */
export async function getShipStatus(signal?: AbortSignal): Promise<ShipStatusResponse> {
  const { data } = await http.get<unknown>(shipPaths.status, { signal });
  return shipStatusResponse.parse(data);
}

export async function refuelShip(fuelAmount: number): Promise<RefuelResponse> {
  const { data } = await http.post<unknown>(shipPaths.refuel, { fuel_amount: fuelAmount });
  return refuelResponse.parse(data);
}
