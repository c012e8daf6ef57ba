import { shipRoutes } from '../../shared/api';
import type { AddShipPartRequest, AddShipUpgradeRequest, RefuelResponse, Ship, ShipPart, ShipStatusResponse, ShipUpgradeRecord } from '../../shared/api';
import { callRoute } from '../api/callRoute';

/** GET /api/ships: the active character's fleet. */
export function getShips(signal?: AbortSignal): Promise<Ship[]> {
  return callRoute(shipRoutes.list, {}, { signal });
}

export function addShipPart(shipId: number, input: AddShipPartRequest): Promise<ShipPart> {
  return callRoute(shipRoutes.addPart, { params: { id: shipId }, body: input });
}

export async function removeShipPart(shipId: number, partId: number): Promise<string> {
  return (await callRoute(shipRoutes.removePart, { params: { id: shipId, partId } })).message;
}

export function addShipUpgrade(shipId: number, input: AddShipUpgradeRequest): Promise<ShipUpgradeRecord> {
  return callRoute(shipRoutes.addUpgrade, { params: { id: shipId }, body: input });
}

export async function removeShipUpgrade(shipId: number, upgradeId: number): Promise<string> {
  return (await callRoute(shipRoutes.removeUpgrade, { params: { id: shipId, upgradeId } })).message;
}

/** GET /api/ship/status: the active ship and whether fuel is sold here. */
export function getShipStatus(signal?: AbortSignal): Promise<ShipStatusResponse> {
  return callRoute(shipRoutes.status, {}, { signal });
}

export function refuelShip(fuelAmount: number): Promise<RefuelResponse> {
  return callRoute(shipRoutes.refuel, { body: { fuel_amount: fuelAmount } });
}
