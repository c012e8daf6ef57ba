import { shipMarketRoutes } from '../../shared/api';
import type { MarketListResponse, MarketShipDetails, MyShipsResponse, PurchaseShipRequest, PurchaseShipResponse } from '../../shared/api';
import { callRoute } from '../api/callRoute';
import { withoutEmpty } from '../api/queryParams';

/** The marketplace query as the filter bar holds it (seed 001 §7); empty values are not sent. */
export interface MarketQuery {
  page: number;
  sort_by: string;
  sort_order: string;
  size_class: string;
  manufacturer: string;
  min_price: string;
  max_price: string;
}

export function listMarketShips(query: MarketQuery, signal?: AbortSignal): Promise<MarketListResponse> {
  return callRoute(shipMarketRoutes.ships, { query: withoutEmpty({ ...query }) }, { signal });
}

export async function getMarketShip(templateId: number, signal?: AbortSignal): Promise<MarketShipDetails> {
  return callRoute(shipMarketRoutes.ship, { params: { id: templateId } }, { signal });
}

export function purchaseShip(input: PurchaseShipRequest): Promise<PurchaseShipResponse> {
  return callRoute(shipMarketRoutes.purchase, { body: input });
}

export function getMyShips(signal?: AbortSignal): Promise<MyShipsResponse> {
  return callRoute(shipMarketRoutes.myShips, {}, { signal });
}
