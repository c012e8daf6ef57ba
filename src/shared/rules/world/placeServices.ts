import { hasShop } from '../items/shopPricing';

/** One thing a place offers a visitor. */
export interface PlaceService {
  key: string;
  label: string;
  description: string;
}

const SERVICES: Readonly<Record<string, readonly PlaceService[]>> = {
  shuttleport: [
    { key: 'shuttles', label: 'Shuttleport', description: 'Local shuttles to the other shuttleports of the system, and hyperspace departures.' },
    { key: 'shipyard', label: 'Shipyard', description: "The system's ship dealers: buy a ship or trade yours in." },
    { key: 'refuel', label: 'Refuelling', description: 'Fuel at 10 credits a unit.' },
  ],
  market: [
    { key: 'market', label: 'Commodity market', description: 'Buy and sell every commodity the system trades.' },
    { key: 'contracts', label: 'Contract board', description: 'Trading contracts picked up and delivered here.' },
    { key: 'refuel', label: 'Refuelling', description: 'Fuel at 10 credits a unit.' },
  ],
  shop: [{ key: 'outfitter', label: 'Outfitter', description: 'Ship upgrades fitted, and worn gear mended.' }],
  cantina: [{ key: 'cantina', label: 'Cantina', description: 'Drinks, rumours and spacers looking for a crew.' }],
};

const ITEM_SHOP: PlaceService = { key: 'item_shop', label: 'Item shop', description: 'Gear and supplies for sale; any item bought back.' };

/** What a place of `placeType` offers (GAME_RULES "Galaxy", place content), the item shop last. */
export function placeServices(placeType: string): PlaceService[] {
  return [...(SERVICES[placeType] ?? []), ...(hasShop(placeType) ? [ITEM_SHOP] : [])];
}
