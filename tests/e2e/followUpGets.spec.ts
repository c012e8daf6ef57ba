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
    expect(response.ok(), await response.text()).toBe(true);
    const eventIds = (response.headers()['x-event-ids'] ?? '').split(',').filter(Boolean);
    for (const id of eventIds) await expect(page.locator('html')).toHaveAttribute('data-realtime-handled', new RegExp(`(^| )${escaped(id)}( |$)`));
    await queriesIdle(page);
  } finally {
    page.off('request', onRequest);
  }
  return gets;
}

/** Each character-channel event the page's sockets receive, as it arrives (before the page has handled it). */
function watchEvents(page: Page) {
  const listeners = new Set<(event: string, eventId: string | undefined) => void>();
  page.on('websocket', (socket) =>
    socket.on('framereceived', ({ payload }) => {
      let message: { event?: unknown; data?: unknown };
      try {
        message = JSON.parse(String(payload)) as typeof message;
      } catch {
        return;
      }
      if (typeof message.event !== 'string' || message.event.startsWith('pusher')) return;
      const data = (typeof message.data === 'string' ? JSON.parse(message.data) : message.data) as { event_id?: string } | undefined;
      for (const listener of listeners) listener(message.event, data?.event_id);
    }),
  );
  return {
    /** Resolves with the event id of the next `name` received; `seen` runs synchronously as it arrives. */
    next(name: string, seen: () => void): Promise<string | undefined> {
      return new Promise((resolve) => {
        const listener = (event: string, eventId: string | undefined) => {
          if (event !== name) return;
          listeners.delete(listener);
          seen();
          resolve(eventId);
        };
        listeners.add(listener);
      });
    },
  };
}

/**
 * The GETs to /api/ the page sent after it received the pushed event `name` (while `run` waits
 * for it to be sent), once the page has handled it and its queries are idle; and the travel
 * status reads it sent before (a journey's poll, which the socket makes needless).
 */
async function pushedFollowUpGets(page: Page, events: ReturnType<typeof watchEvents>, name: string, run: () => Promise<void>): Promise<{ gets: string[]; statusPolls: number }> {
  let pushed = false;
  let statusPolls = 0;
  const gets: string[] = [];
  const onRequest = (request: Request) => {
    const url = new URL(request.url());
    if (request.method() !== 'GET' || !url.pathname.startsWith('/api/')) return;
    if (pushed) gets.push(`${url.pathname}${url.search}`);
    else if (url.pathname === '/api/travel/status') statusPolls++;
  };
  page.on('request', onRequest);
  const received = events.next(name, () => (pushed = true));
  try {
    await run();
    const eventId = await received;
    if (eventId) await expect(page.locator('html')).toHaveAttribute('data-realtime-handled', new RegExp(`(^| )${escaped(eventId)}( |$)`));
    await queriesIdle(page);
  } finally {
    page.off('request', onRequest);
  }
  return { gets, statusPolls };
}

/** A trade's answer patches everything a trading view shows (the client-load table's `trade`: none). */
const TRADE_FOLLOW_UP_GETS = ACT_FOLLOW_UP_READS.trade.length;

async function expectFewGets(act: string, gets: string[], most: number = MOST_FOLLOW_UP_GETS): Promise<void> {
  test.info().annotations.push({ type: `follow-up GETs of ${act}`, description: gets.join(', ') || 'none' });
  expect(gets.length, `${act} was followed by ${gets.join(', ')}`).toBeLessThanOrEqual(most);
}

test('buy and sell cost no follow-up GET; travel start, arrival, refuel, equip and learn at most one each', async ({ page }) => {
  const events = watchEvents(page);
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
  // The arrival is pushed with what it changed: the status is not polled meanwhile, and the landing
  // reads the new system's market views in one GET (the client-load table's `arrival`).
  const arrival = await pushedFollowUpGets(page, events, 'JourneyArrived', () => waitForArrival(page, character.id));
  expect(arrival.statusPolls, 'the travel status was polled while the socket was up').toBe(0);
  await expectFewGets('arrival', arrival.gets, ACT_FOLLOW_UP_READS.arrival.length);
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

test('a fight turn, a quest taken and given up, and a chat message cost at most one follow-up GET each', async ({ page }) => {
  const character = await playAsNewCharacter(page);
  await openGame(page);
  await listening(page, character.id);

  // A quest from the Quest Journal: taken, then given up.
  const journal = await openApp(page, 'Quest Journal');
  await journal.getByRole('tab', { name: /^Available/ }).click();
  const quest = journal.getByRole('list', { name: 'Available quests' }).getByRole('listitem').first();
  const questName = (await quest.getAttribute('aria-label')) ?? '';
  const details = page.getByRole('dialog', { name: questName });
  await quest.getByRole('button', { name: 'Details' }).click();
  await queriesIdle(page);
  await expectFewGets('quest start', await followUpGets(page, /^\/api\/quest-progress\/start\/\d+$/, () => details.getByRole('button', { name: 'Start Quest' }).click()), ACT_FOLLOW_UP_READS.questStep.length);
  await journal.getByRole('tab', { name: /^Active/ }).click();
  await journal.getByRole('list', { name: 'Active quests' }).getByRole('listitem', { name: questName }).getByRole('button', { name: 'Details' }).click();
  await queriesIdle(page);
  await expectFewGets('quest abandon', await followUpGets(page, /^\/api\/quest-progress\/abandon\/\d+$/, () => details.getByRole('button', { name: 'Abandon' }).click()), ACT_FOLLOW_UP_READS.questStep.length);
  await page.keyboard.press('Escape');

  // A chat message on the system channel.
  await page.getByRole('button', { name: 'Chat', exact: true }).click();
  const chat = page.getByRole('region', { name: 'Chat' });
  await queriesIdle(page);
  await expectFewGets(
    'chat',
    await followUpGets(page, /^\/api\/chat\/messages$/, async () => {
      await chat.getByLabel(/^Message /).first().fill('Prices look good here today.');
      await chat.getByRole('button', { name: 'Send' }).click();
    }),
    ACT_FOLLOW_UP_READS.chat.length,
  );

  // A fight: every turn that leaves it running reads nothing; the one that ends it, the Character.
  await page.goto('/combat');
  const opponent = page.getByRole('region', { name: 'Who you can fight here' }).getByRole('listitem').first();
  await opponent.getByRole('button', { name: 'Fight' }).click();
  await page.waitForURL(/\/combat\/\d+$/);
  const panel = page.locator('.fight-panel');
  await expect(panel).toHaveAttribute('data-session-status', 'active');
  await listening(page, character.id);
  for (let turn = 0; turn < 80 && (await panel.getAttribute('data-session-status')) === 'active'; turn++) {
    // Attack; when the action pool can't pay for a blow (the button is disabled), raise the guard to recover it.
    const attack = page.getByRole('button', { name: 'Attack', exact: true });
    const blow = (await attack.isEnabled()) ? attack : page.getByRole('button', { name: 'Defend', exact: true });
    const gets = await followUpGets(page, /^\/api\/swg-combat\/session\/\d+\/action$/, () => blow.click());
    const running = (await panel.getAttribute('data-session-status')) === 'active';
    await expectFewGets(running ? 'fight turn' : 'last fight turn', gets, (running ? ACT_FOLLOW_UP_READS.fightTurn : ACT_FOLLOW_UP_READS.fightEnd).length);
  }
});
