import { expect as baseExpect, test, type Page, type Request } from '@playwright/test';
import type { ShopResponse } from '../../src/shared/api';
import { ACT_FOLLOW_UP_READS } from '../../src/shared/api/clientLoad';
import { openApp, trade } from './support/datapadApps';
import { openGame } from './support/datapadPage';
import { waitForArrival } from './support/flyTo';
import { gameApi } from './support/gameApi';
import { playAsNewCharacter } from './support/scenePlayer';
import { bestRun } from './support/tradeRun';

// A trade run (buy, fly, sell), then refuel, equip and learn, on a 2-core machine shared with other runs.
test.describe.configure({ timeout: 480_000 });
const expect = baseExpect.configure({ timeout: 30_000 });

/** The most GETs an act may cost after its answer: the answer patches the cache, the echo is skipped. */
const MOST_FOLLOW_UP_GETS = 1;

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Waits until the query client neither fetches nor mutates (the page's test hook). */
async function queriesIdle(page: Page): Promise<void> {
  await page.waitForFunction(() => window.__starlaneQueriesIdle?.() === true);
}

/** The page listens on the character's channel, so an act's echo reaches it. */
async function listening(page: Page, characterId: number): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('data-realtime-subscribed', String(characterId));
  await queriesIdle(page);
}

/**
 * Runs `act` (clicks in the datapad) and returns the GETs to /api/ the client sent after the act's
 * answer (its path matching `actPath`), once the realtime events the answer names have been handled
 * (applied, or skipped as the player's own echo) and the query client is idle again.
 */
async function followUpGets(page: Page, actPath: RegExp, act: () => Promise<void>): Promise<string[]> {
  let answered = false;
  const gets: string[] = [];
  const onRequest = (request: Request) => {
    const url = new URL(request.url());
    if (answered && request.method() === 'GET' && url.pathname.startsWith('/api/')) gets.push(`${url.pathname}${url.search}`);
  };
  page.on('request', onRequest);
  const answer = page.waitForResponse((response) => {
    const hit = response.request().method() !== 'GET' && actPath.test(new URL(response.url()).pathname);
    if (hit) answered = true;
    return hit;
  });
  try {
    await act();
    const response = await answer;
    expect(response.status(), await response.text()).toBe(200);
    const eventIds = (response.headers()['x-event-ids'] ?? '').split(',').filter(Boolean);
    for (const id of eventIds) await expect(page.locator('html')).toHaveAttribute('data-realtime-handled', new RegExp(`(^| )${escaped(id)}( |$)`));
    await queriesIdle(page);
  } finally {
    page.off('request', onRequest);
  }
  return gets;
}

/** A trade's answer patches everything a trading view shows (the client-load table's `trade`: none). */
const TRADE_FOLLOW_UP_GETS = ACT_FOLLOW_UP_READS.trade.length;

async function expectFewGets(act: string, gets: string[], most: number = MOST_FOLLOW_UP_GETS): Promise<void> {
  test.info().annotations.push({ type: `follow-up GETs of ${act}`, description: gets.join(', ') || 'none' });
  expect(gets.length, `${act} was followed by ${gets.join(', ')}`).toBeLessThanOrEqual(most);
}

test('buy and sell cost no follow-up GET; travel start, refuel, equip and learn at most one each', async ({ page }) => {
  const character = await playAsNewCharacter(page);
  const api = gameApi(page, character.id);
  await openGame(page);
  await listening(page, character.id);
  const { route, quantity } = await bestRun(page, character.id);

  // Buy through Commodity Trading.
  await expectFewGets('buy', await followUpGets(page, /^\/api\/commodities\/trade$/, () => trade(page, 'Buy', route.commodity_name, quantity)), TRADE_FOLLOW_UP_GETS);

  // Start the journey from the Travel Planner, then wait it out.
  const travel = await openApp(page, 'Travel Planner');
  await travel.getByRole('button', { name: new RegExp(`^Plan route to ${escaped(route.to_location)}`) }).click();
  const started = await followUpGets(page, /^\/api\/travel\/initiate/, async () => {
    await travel.getByRole('article').getByRole('button', { name: 'Select Route' }).first().click();
    await page.getByRole('dialog', { name: 'Confirm Travel' }).getByRole('button', { name: 'Initiate Travel' }).click();
  });
  await expectFewGets('travel start', started);
  await waitForArrival(page, character.id);
  await openGame(page);
  await listening(page, character.id);

  // Sell there.
  await expectFewGets('sell', await followUpGets(page, /^\/api\/commodities\/trade$/, () => trade(page, 'Sell', route.commodity_name, quantity)), TRADE_FOLLOW_UP_GETS);

  // Refuel what the jump burnt.
  const status = await openApp(page, 'Ship Status');
  await expectFewGets(
    'refuel',
    await followUpGets(page, /^\/api\/ship\/refuel$/, async () => {
      await status.getByRole('button', { name: 'Refuel' }).click();
      await expect(page.getByRole('status').filter({ hasText: /^Refuelled: fuel now / })).toBeVisible();
    }),
  );

  // Equip a piece of gear bought at a shop here (bought through the API: the purchase is not counted).
  const shops = await api.get<ShopResponse>('/api/shops/current');
  const gear = shops.shops.flatMap((shop) => shop.offers.map((offer) => ({ shop, offer }))).find(({ offer }) => offer.meta_data.equippable && offer.meta_data.slot !== null);
  if (!gear) throw new Error('no shop here sells gear');
  await api.post('/api/shops/buy', { place_id: gear.shop.place.id, item_template_id: gear.offer.item_template_id });
  const inventory = (await openApp(page, 'Inventory')).getByRole('region', { name: 'Inventory' });
  await queriesIdle(page);
  await expectFewGets(
    'equip',
    await followUpGets(page, /^\/api\/equipment\/equip$/, async () => {
      await inventory.getByRole('list', { name: 'Items', exact: true }).getByRole('listitem', { name: gear.offer.name }).getByRole('button', { name: 'Equip' }).click();
      await page.getByRole('dialog', { name: `Equip ${gear.offer.name}?` }).getByRole('button', { name: 'Yes' }).click();
    }),
  );

  // Learn Bargaining I, the Trader's first tree skill, with the experience the sale earned.
  const professions = await api.get<{ professions: Array<{ id: number; name: string }> }>('/api/swg-skills/professions');
  const trader = professions.professions.find((profession) => profession.name === 'Trader');
  if (!trader) throw new Error('no Trader profession');
  await api.post(`/api/swg-skills/character/${character.id}/start-profession`, { profession_id: trader.id });
  const skills = (await openApp(page, 'Skills & Training')).getByRole('region', { name: 'Skills & Training' });
  await skills.getByRole('tab', { name: 'Available Professions' }).click();
  await skills.getByRole('button', { name: 'View Trader' }).click();
  const traderDialog = page.getByRole('dialog', { name: 'Trader' });
  await traderDialog.getByRole('region', { name: 'Skill trees of Trader' }).getByRole('button', { name: 'Bargaining I (Learnable)' }).click();
  await queriesIdle(page);
  await expectFewGets(
    'learn',
    await followUpGets(page, /\/learn-skill$/, () => page.getByRole('dialog', { name: 'Bargaining I' }).getByRole('button', { name: 'Learn Skill' }).click()),
  );
});
