import type { Page } from '@playwright/test';
import type { BuyItemResponse, ShopResponse } from '../../../src/shared/api';
import { gameApi } from './gameApi';

const SIDEARM = 'Service Blaster';

/**
 * Buys the patrols' Service Blaster at a shop of the character's location and wears it, as a
 * hunter would before a fight it means to win. Bare-handed, a newcomer loses about one fight in
 * four to a level-2 soldier and one in two hundred to a level-1 droid (fights through the API
 * with random seeds, 80 to 300 a matchup): a browser test that needs its Victory can't leave
 * that to the dice.
 */
export async function wearSidearm(page: Page, characterId: number): Promise<void> {
  const api = gameApi(page, characterId);
  const { shops } = await api.get<ShopResponse>('/api/shops/current');
  const seller = shops.find((shop) => shop.offers.some((offer) => offer.name === SIDEARM));
  const offer = seller?.offers.find((o) => o.name === SIDEARM);
  if (!seller || !offer) throw new Error(`no shop of this location sells the ${SIDEARM}: ${shops.map((s) => s.place.name).join(', ')}`);
  const { item } = await api.post<BuyItemResponse>('/api/shops/buy', { place_id: seller.place.id, item_template_id: offer.item_template_id });
  await api.post('/api/equipment/equip', { item_id: item.id, slot: 'weapon' });
}
