import { expect as baseExpect, test, type Page } from '@playwright/test';
import { apiHeaders, playAsVerifiedAdmin } from './support/adminPlayer';
import { openApp } from './support/datapadApps';
import { settled } from './support/datapadPage';
import { wearSidearm } from './support/sidearm';

// The server runs journeys at a fraction of play's pace (support/timeScale.ts): a jump takes seconds.
test.describe.configure({ timeout: 180_000 });
const expect = baseExpect.configure({ timeout: 30_000 });

interface EnemyDetail {
  id: number;
  super_area: { id: number };
  loot: { item_template_id: number; name: string }[];
}

/** An enemy whose loot table lists an item: where to spawn the boarder, and the sure drop the game master names. */
async function someLootingEnemy(page: Page): Promise<EnemyDetail & { loot: [EnemyDetail['loot'][number]] }> {
  const headers = await apiHeaders(page);
  const list = (await (await page.request.get('/api/enemies', { headers })).json()) as { enemies: { id: number }[] };
  for (const { id } of list.enemies) {
    const { enemy } = (await (await page.request.get(`/api/enemies/${id}`, { headers })).json()) as { enemy: EnemyDetail };
    const first = enemy.loot[0];
    if (first) return { ...enemy, loot: [first] };
  }
  throw new Error('no enemy carries loot');
}

/** Clicks a move and returns whether the server took it. */
async function act(page: Page, move: 'Attack' | 'Defend'): Promise<boolean> {
  const answered = page.waitForResponse((r) => r.url().includes('/api/swg-combat/session/') && r.request().method() === 'POST');
  await page.getByRole('button', { name: move, exact: true }).click();
  return (await answered).ok();
}

const meterValue = async (page: Page, name: string) => Number(await page.getByRole('meter', { name }).getAttribute('aria-valuenow'));

test("a game master's forced pirate interdiction: Fight from the event, attack to Victory, the loot in the Inventory", async ({ page }, testInfo) => {
  await page.goto('/');
  const character = await playAsVerifiedAdmin(page, 'combat-admin@example.com');
  // Armed, so the fight below is won whatever the dice (support/sidearm.ts).
  await wearSidearm(page, character.id);
  // The game master spawns a rookie boarder (a new character's match; a droid fights to the end,
  // where pirates run when nearly beaten and a win over a runner drops nothing) and sends it at
  // its own next jump.
  const model = await someLootingEnemy(page);
  const [loot] = model.loot;
  const spawned = await page.request.post('/api/enemies', { headers: await apiHeaders(page), data: { name: 'Pirate Boarding Droid', super_area_id: model.super_area.id, kind: 'droid', level: 1 } });
  expect(spawned.status(), await spawned.text()).toBe(201);
  const boarder = ((await spawned.json()) as { enemy: { id: number } }).enemy.id;
  const ordered = await page.request.post(`/api/admin/characters/${character.id}/encounter`, { headers: await apiHeaders(page), data: { enemy_id: boarder, loot_item_template_id: loot.item_template_id } });
  expect(ordered.status(), await ordered.text()).toBe(201);

  // Fly the nearest jump from the Travel Planner.
  await page.goto('/game');
  const datapad = await openApp(page, 'Travel Planner');
  const destinations = datapad.getByRole('list', { name: 'Destinations' });
  await destinations.getByRole('button', { name: /^Plan route to / }).first().click();
  await datapad.getByRole('button', { name: 'Select Route' }).first().click();
  await page.getByRole('dialog', { name: 'Confirm Travel' }).getByRole('button', { name: 'Initiate Travel' }).click();

  // Halfway through the first jump the pirates strike: the event panel offers Fight.
  const event = page.locator('.travel-event-floating');
  await expect(event.getByText('Pirate Interdiction')).toBeVisible({ timeout: 90_000 });
  await settled(page);
  await page.screenshot({ path: testInfo.outputPath('travel-event.png') });
  await event.getByRole('button', { name: 'Fight' }).click();

  await page.waitForURL(/\/combat\/\d+$/);
  const panel = page.locator('.fight-panel');
  await expect(panel).toHaveAttribute('data-session-status', 'active');
  // The fight panel's second set of bars is the opponent's.
  const opponentName = (await panel.locator('.ham-bars').nth(1).getAttribute('aria-label')) ?? '';
  const pools = ['Health', 'Action', 'Mind'].map((pool) => `${opponentName} ${pool}`);
  const values = () => Promise.all(pools.map((name) => meterValue(page, name)));
  const widths = () => Promise.all(pools.map((name) => page.getByRole('meter', { name }).locator('.ham-bar-fill').evaluate((el) => (el as HTMLElement).style.width)));
  const before = await values();
  const widthsBefore = await widths();
  await page.screenshot({ path: testInfo.outputPath('travel-fight-start.png') });

  for (let turn = 0; turn < 80; turn++) {
    if ((await panel.getAttribute('data-session-status')) !== 'active') break;
    const turnNow = (await panel.getAttribute('data-turn')) ?? '';
    // Attack; when the action pool can't pay for a blow (the button says so, disabled), raise the guard to recover it.
    const canAttack = await page.getByRole('button', { name: 'Attack', exact: true }).isEnabled();
    expect(await act(page, canAttack ? 'Attack' : 'Defend')).toBe(true);
    await expect(panel).not.toHaveAttribute('data-turn', turnNow);
  }
  // The bars moved with the blows: the opponent's pools lost value, and their fills width.
  const after = await values();
  expect(after.reduce((a, b) => a + b, 0)).toBeLessThan(before.reduce((a, b) => a + b, 0));
  expect(await widths()).not.toEqual(widthsBefore);
  const outcome = page.getByRole('region', { name: 'Outcome' });
  await expect(outcome).toHaveAttribute('data-status', 'victory');
  await expect(outcome.getByText(`Loot: ${loot.name}`)).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('travel-fight-victory.png') });

  await outcome.getByRole('link', { name: 'Open the inventory' }).click();
  await expect(page.getByText(loot.name).first()).toBeVisible();
  await settled(page);
  await page.screenshot({ path: testInfo.outputPath('travel-fight-inventory.png'), fullPage: true });
});
