import { expect, test, type Page } from '@playwright/test';
import type { SuperAreaShow, TravelOptionsResponse } from '../../src/shared/api';
import { trade } from './support/datapadApps';
import { flyTo } from './support/flyTo';
import { gameApi } from './support/gameApi';
import { playerContextOptions } from './support/graphics';
import { playAsVerifiedAdmin } from './support/adminPlayer';
import { verifyEmailFromMailbox } from './support/mailbox';
import { playAsNewCharacter } from './support/scenePlayer';
import { registerThroughForm } from './support/registerForm';

const password = 'a long enough password';

async function register(page: Page, name: string, email: string): Promise<void> {
  await registerThroughForm(page, name, email, password);
}

async function shot(page: Page, outputPath: (name: string) => string, name: string): Promise<void> {
  await page.screenshot({ path: outputPath(`${name}.png`) });
}

// Many pages one after the other: more time than the default minute on a loaded 2-core machine.
test.describe.configure({ timeout: 180_000 });

test('a player browses the galaxy down to a place, walks next door and reads the economy', async ({ page }, testInfo) => {
  const out = (name: string) => testInfo.outputPath(name);
  await register(page, 'World Walker', `walker-${Date.now()}@example.com`);
  await page.getByRole('link', { name: 'Create Character' }).click();
  await page.getByLabel('Name').fill('Wanderer Vale');
  await page.getByRole('button', { name: 'Create Character' }).click();
  await expect(page.locator('.game-hud-name')).toHaveText('Wanderer Vale');
  await page.goto('/characters');
  await expect(page.getByRole('heading', { name: 'Wanderer Vale' })).toBeVisible();

  await page.getByRole('link', { name: 'Menu', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Main menu' })).toBeVisible();
  await shot(page, out, 'main-menu');
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Galaxy' }).click();
  const systems = page.getByRole('list', { name: 'Star systems' });
  await expect(systems.getByRole('listitem').first()).toBeVisible();
  // Players are counted where they stand (other specs' captains share this server): somewhere is busy.
  await expect(systems.locator('[data-here]:not([data-here="0"])').first()).toBeVisible();
  // The trade flows of the last game day (NPC traders fly on this server), read before the shot.
  await expect(page.getByRole('region', { name: 'Trade flows' })).toHaveAttribute('data-flows-days', '1');
  await shot(page, out, 'galaxy');

  await systems.getByRole('listitem').first().getByRole('link').click();
  await expect(page.getByRole('heading', { name: 'Market' })).toBeVisible();
  await shot(page, out, 'super-area');
  await page.getByRole('region', { name: 'Planets' }).getByRole('link').first().click();
  await expect(page.getByRole('img', { name: /planet$/ })).toBeVisible();
  await shot(page, out, 'planet');
  await page.locator('.world-card').first().getByRole('link').first().click();
  await expect(page.getByRole('region', { name: 'Locations' })).toBeVisible();
  await shot(page, out, 'district');
  await page.getByRole('region', { name: 'Locations' }).getByRole('link').first().click();
  await expect(page.getByRole('list', { name: 'Places' })).toBeVisible();
  await shot(page, out, 'location');
  await page.getByRole('list', { name: 'Places' }).getByRole('link').first().click();
  await expect(page.getByRole('heading', { name: /^What .* offers$/ })).toBeVisible();
  await shot(page, out, 'place');

  await page.goto('/movement');
  const walk = page.getByRole('region', { name: 'Walk' }).getByRole('button').first();
  const target = ((await walk.textContent()) ?? '').replace(/^Walk to /, '');
  await shot(page, out, 'movement');
  await walk.click();
  await expect(page.getByRole('status').filter({ hasText: `You are now at ${target}.` })).toBeVisible();
  await expect(page.getByText(`You are at ${target}`)).toBeVisible();

  for (const [path, heading] of [
    ['/economy', 'Economy'],
    ['/super-areas', 'Super areas'],
    ['/planets', 'Planets'],
    ['/locations', 'Locations'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    if (path === '/economy') await expect(page.getByRole('region', { name: 'Top flows by commodity' })).toHaveAttribute('data-flows-days', '1');
    await shot(page, out, path.slice(1));
  }
  await expect(page.getByRole('link', { name: 'Admin', exact: true })).toHaveCount(0);
  // A player who finds an admin page reads why it is closed to them, not a page of failed loads.
  await page.goto('/admin/planet-builder');
  await expect(page.getByRole('heading', { name: 'Admins only' })).toBeVisible();
  await expect(page.getByRole('alert')).toContainText('is not one');
  await shot(page, out, 'admins-only');
});

test('an admin builds a planet with the wizard, a player flies there and trades', async ({ page, browser }, testInfo) => {
  // A jump and a shuttle ride of up to a few orbits (27 s an orbit at the test time scale) on top of the admin's pages.
  test.setTimeout(360_000);
  const out = (name: string) => testInfo.outputPath(name);
  // The player, in a browser of their own: where they start and a system one lane away.
  const playerContext = await browser.newContext(playerContextOptions());
  const playerPage = await playerContext.newPage();
  const player = await playAsNewCharacter(playerPage);
  const playerApi = gameApi(playerPage, player.id);
  const options = await playerApi.get<TravelOptionsResponse>('/api/travel/options');
  // A shuttle's ride grows with the orbits it crosses, and the new planet takes the outermost
  // orbit: of the systems one lane away, the one with the fewest planets keeps the ride short.
  const neighbours = await Promise.all(
    options.destinations.filter((d) => d.direct && !d.is_current).map(async (d) => ({ ...d, planets: (await playerApi.get<SuperAreaShow>(`/api/world/super-areas/${d.id}`)).planets.length })),
  );
  const destination = neighbours.sort((a, b) => a.planets - b.planets)[0];
  expect(destination, 'a system one lane from the start').toBeDefined();

  const email = 'world-admin@example.com';
  await register(page, 'World Builder', email);
  await verifyEmailFromMailbox(page, email);

  await page.goto('/main-menu');
  await page.getByRole('link', { name: 'Admin', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Content admin' })).toBeVisible();
  await shot(page, out, 'content-admin');
  await page.getByRole('link', { name: 'Planets' }).click();
  await expect(page.getByText(/\d+ found/)).toBeVisible();
  await shot(page, out, 'object-index');
  await page.getByRole('table').getByRole('link').first().click();
  await expect(page.getByRole('heading', { name: 'What depends on it' })).toBeVisible();
  await page.getByLabel('Name').fill('X');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('The name must be at least 2 characters.')).toBeVisible();
  await shot(page, out, 'object-show');

  await page.goto('/admin/planet-builder');
  const system = page.getByLabel('Super area');
  await expect(system.locator('option')).not.toHaveCount(1);
  await system.selectOption({ label: destination!.name });
  await page.getByLabel('Planet name').fill('Wizardholm');
  await page.getByLabel('Planet type').selectOption('ice');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByLabel('District 1 name').fill('Frost Quarter');
  await page.getByLabel('Location 1 name').fill('Glacier Gate');
  await page.getByLabel('Place 1 name').fill('Icefall Port');
  await page.getByRole('button', { name: 'Add a place' }).click();
  await page.getByLabel('Place 2 name').fill('Snowline Exchange');
  await page.getByLabel('Place 2 kind').selectOption('market');
  await expect(page.getByRole('region', { name: 'Preview' })).toContainText('2 places');
  await shot(page, out, 'planet-builder');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: 'Build planet' }).click();

  await expect(page.getByRole('heading', { name: 'Planet built' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Snowline Exchange' })).toBeVisible();
  await shot(page, out, 'planet-builder-success');
  await page.getByRole('link', { name: destination!.name }).click();
  await expect(page.getByRole('region', { name: 'Planets' }).getByRole('link', { name: 'Wizardholm' })).toBeVisible();

  // The player flies one lane to the system, takes the local shuttle down to the new planet's port...
  await playerPage.goto('/movement');
  await flyTo(playerPage, player.id, destination!.id);
  await playerPage.reload();
  await expect(playerPage.getByText(`(${destination!.name})`)).toBeVisible();
  const shuttle = playerPage.getByRole('region', { name: 'Local shuttles' }).getByRole('listitem').filter({ hasText: 'Wizardholm, Glacier Gate' });
  await expect(shuttle).toContainText('Icefall Port');
  await shot(playerPage, out, 'player-movement-shuttle');
  const booked = playerPage.waitForResponse((r) => r.url().endsWith('/api/travel/initiate') && r.request().method() === 'POST');
  await shuttle.getByRole('button', { name: 'Take shuttle' }).click();
  expect((await booked).status()).toBe(200);
  await expect.poll(async () => (await playerApi.get<{ status: string }>('/api/travel/status')).status, { timeout: 240_000 }).toBe('completed');
  await playerPage.reload();
  await expect(playerPage.getByText('You are at Icefall Port in Glacier Gate, Wizardholm')).toBeVisible();

  // ...walks next door to the new market place, and buys there.
  await playerPage.getByRole('button', { name: 'Walk to Snowline Exchange' }).click();
  await expect(playerPage.getByRole('status').filter({ hasText: 'You are now at Snowline Exchange.' })).toBeVisible();
  await playerPage.getByRole('link', { name: 'Snowline Exchange' }).click();
  await expect(playerPage.getByRole('heading', { name: 'What Snowline Exchange offers' })).toBeVisible();
  await expect(playerPage.getByRole('region', { name: 'What this place offers' })).toContainText('Commodity market');
  // A new place is peopled at once (the same furnishing as the seed's).
  await expect(playerPage.getByRole('list', { name: 'NPCs here' }).getByRole('link').first()).toBeVisible();
  await shot(playerPage, out, 'player-new-market-place');
  const market = await playerApi.get<{ market_intelligence: { market_data: { commodity_name: string; current_price: number }[] } }>('/api/market/data');
  const cheapest = [...market.market_intelligence.market_data].sort((a, b) => a.current_price - b.current_price)[0]!;
  await playerPage.goto('/game');
  await trade(playerPage, 'Buy', cheapest.commodity_name, 2);
  await shot(playerPage, out, 'player-bought-at-new-planet');
  await playerContext.close();
});

test('an admin adds a super area from the content admin, edits an enemy and reads the audit log', async ({ page }, testInfo) => {
  const out = (name: string) => testInfo.outputPath(name);
  await playAsVerifiedAdmin(page, 'world-builder@example.com');
  await page.goto('/admin');
  await expect(page.getByRole('region', { name: 'Admin role' })).toBeVisible();
  await shot(page, out, 'content-admin-with-role');
  await page.getByRole('link', { name: 'New super area' }).click();
  const form = page.getByRole('form', { name: 'New super area' });
  await form.getByRole('button', { name: 'Create super area' }).click();
  await expect(form.getByText('x must be a number.')).toBeVisible();
  await shot(page, out, 'new-super-area-errors');
  await form.getByLabel('Name', { exact: true }).fill('Nova Verge');
  await form.getByLabel('Display name').fill('Nova Verge System');
  await form.getByLabel('x', { exact: true }).fill('97');
  await form.getByLabel('y', { exact: true }).fill('4');
  await form.getByLabel('Danger level').fill('4');
  await form.getByLabel('Fuel cost').fill('1.5');
  await form.getByLabel('Description').fill('A frontier beacon at the rim.');
  await form.getByRole('button', { name: 'Create super area' }).click();

  // Its page at once: a starport planet, lanes, a market, contracts and enemies.
  await expect(page.getByRole('heading', { level: 1, name: /Nova Verge/ })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Planets' }).getByRole('link', { name: 'Nova Verge Prime' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Market' })).toBeVisible();
  await shot(page, out, 'new-super-area');
  // The galaxy map draws it without a restart.
  await page.goto('/game');
  await expect(page.getByRole('img', { name: 'Galaxy map' }).getByText('Nova Verge', { exact: true })).toBeVisible();

  // Enemies are content too: an edit that breaks their rules is refused field by field.
  await page.goto('/admin/objects/enemy');
  await expect(page.getByText(/\d+ found/)).toBeVisible();
  await page.getByRole('table').getByRole('link').first().click();
  await expect(page.getByRole('heading', { name: 'What depends on it' })).toBeVisible();
  await page.getByLabel('Least damage').fill('50');
  await page.getByLabel('Most damage').fill('10');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('The most damage may not be less than the least.')).toBeVisible();
  await shot(page, out, 'enemy-show');

  await page.goto('/admin');
  await page.getByRole('link', { name: 'Audit log' }).click();
  const acts = page.getByRole('table', { name: 'Admin acts' });
  await expect(acts.getByRole('row').filter({ hasText: 'super_area' }).filter({ hasText: 'Nova Verge' }).first()).toBeVisible();
  await shot(page, out, 'audit-log');
});
