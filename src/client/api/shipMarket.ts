import { marketListResponse, marketShipDetailsResponse, myShipsResponse, purchaseShipResponse, shipMarketPaths } from '../../shared/api';
import type { MarketListResponse, MarketShipDetails, MyShipsResponse, PurchaseShipRequest, PurchaseShipResponse } from '../../shared/api';
import { http } from './http';
import { withoutEmpty } from './queryParams';

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

export async function listMarketShips(query: MarketQuery, signal?: AbortSignal): Promise<MarketListResponse> {
  const { data } = await http.get<unknown>(shipMarketPaths.ships, { params: withoutEmpty({ ...query }), signal });
  return marketListResponse.parse(data);
}

export async function getMarketShip(templateId: number, signal?: AbortSignal): Promise<MarketShipDetails> {
  const { data } = await http.get<unknown>(shipMarketPaths.shipOf(templateId), { signal });
  return marketShipDetailsResponse.parse(data);
}

export async function purchaseShip(input: PurchaseShipRequest): Promise<PurchaseShipResponse> {
  const { data } = await http.post<unknown>(shipMarketPaths.purchase, input);
  return purchaseShipResponse.parse(data);
}

export async function getMyShips(signal?: AbortSignal): Promise<MyShipsResponse> {
  const { data } = await http.get<unknown>(shipMarketPaths.myShips, { signal });
  return myShipsResponse.parse(data);
}
