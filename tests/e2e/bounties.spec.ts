import { expect as baseExpect, test, type Locator, type Page } from '@playwright/test';
import type { BountyBoardResponse, ShipStatusResponse } from '../../src/shared/api';
import { openApp } from './support/datapadApps';
import { openGame } from './support/datapadPage';
import { flyTo } from './support/flyTo';
import { gameApi } from './support/gameApi';
import { playAsNewCharacter } from './support/scenePlayer';
import { wearSidearm } from './support/sidearm';

test.describe.configure({ timeout: 300_000 });
const expect = baseExpect.configure({ timeout: 20_000 });

/** The Missions app on its Bounty board tab. */
async function bountyBoard(page: Page): Promise<Locator> {
  const datapad = await openApp(page, 'Missions');
  await datapad.getByRole('tab', { name: 'Bounty board' }).click();
  return datapad;
}

/**
 * Back in the game after a flight to `system`: the client may still wind up the journey it saw
 * (which closes the datapad), so opening the board and clicking `button` is retried until it sticks.
 */
async function afterLanding(page: Page, system: string, button: (datapad: Locator) => Locator): Promise<void> {
  await openGame(page);
  await expect(page.getByText(new RegExp(`^${system} · `))).toBeVisible();
  await expect(async () => {
    const datapad = await bountyBoard(page);
    await button(datapad).click({ timeout: 10_000 });
  }).toPass({ timeout: 60_000 });
}

/** Fills the tank where the character stands (a trail crosses more lanes than one tank carries), then flies. */
async function refuelAndFly(page: Page, characterId: number, systemId: number): Promise<void> {
  const api = gameApi(page, characterId);
  const { ship, refuel } = await api.get<ShipStatusResponse>('/api/ship/status');
  const missing = Math.floor(ship.max_fuel - ship.fuel);
  if (refuel.available && missing > 0) await api.post('/api/ship/refuel', { fuel_amount: missing });
  await flyTo(page, characterId, systemId);
}

/** Where the hunt leads next, as the server tells it (the system's id, for the flight). */
async function nextLead(page: Page, characterId: number) {
  const board = await gameApi(page, characterId).get<BountyBoardResponse>('/api/bounties');
  const next = board.active[0]?.next;
  if (!next) throw new Error('no hunt under way');
  return next;
}

/** Auto-attack until the fight ends, carrying on when it pauses at critical health. */
async function fightToTheEnd(page: Page) {
  const panel = page.locator('.fight-panel');
  await expect(panel).toHaveAttribute('data-session-status', 'active');
  const auto = page.getByRole('switch', { name: 'Auto-attack' });
  await auto.click();
  const ended = page.locator('.fight-panel:not([data-session-status="active"])');
  const paused = page.getByText(/^Auto-attack paused: your health is critical/);
  for (let pause = 0; pause < 5 && (await panel.getAttribute('data-session-status')) === 'active'; pause++) {
    await expect(ended.or(paused)).toBeVisible({ timeout: 120_000 });
    if (await ended.isVisible()) break;
    await auto.click();
  }
  await expect(panel).toHaveAttribute('data-session-status', 'victory');
}

test('a hunter takes a bounty, follows its clues across the lanes, fights the target and is paid', async ({ page }) => {
  const me = await playAsNewCharacter(page);
  await openGame(page);
  // Armed before the hunt: the fight at its end is won (support/sidearm.ts).
  await wearSidearm(page, me.id);
  let datapad = await bountyBoard(page);

  // Accept the first posted bounty: its first lead shows.
  const posted = datapad.getByRole('region', { name: 'Posted bounties' }).getByRole('listitem').first();
  const wanted = ((await posted.getByRole('heading').textContent()) ?? '').replace(/^Wanted: /, '');
  await posted.getByRole('button', { name: 'Accept bounty' }).click();
  await expect(page.getByRole('status').filter({ hasText: `Bounty accepted: ${wanted}.` })).toBeVisible();
  const hunt = page.getByRole('dialog', { name: 'Datapad' }).getByRole('article', { name: `Bounty on ${wanted}` });
  await expect(hunt.getByText(/^Next lead: /)).toBeVisible();
  // Not here: the board says where to fly instead of offering to investigate.
  await expect(hunt.getByRole('button', { name: /^Investigate in / })).toHaveCount(0);

  // Each clue: fly to its system, investigate there, read the next lead.
  for (let clue = 1; clue <= 3; clue++) {
    const lead = await nextLead(page, me.id);
    if (lead.kind === 'target') break;
    await expect(hunt.getByText(`Next lead: ${lead.system.name}`)).toBeVisible();
    await refuelAndFly(page, me.id, lead.system.id);
    await afterLanding(page, lead.system.name, (board) => board.getByRole('button', { name: `Investigate in ${lead.system.name}` }));
    await expect(page.getByRole('status').filter({ hasText: /^(A new lead|Target located): / }).last()).toBeVisible();
    await expect(hunt.locator('xpath=ancestor::li[1]')).toHaveAttribute('data-clues-followed', String(clue));
  }

  // The target located: fly to its hideout and fight it there.
  const hideout = await nextLead(page, me.id);
  expect(hideout.kind).toBe('target');
  await expect(hunt.getByText(`Target located: ${wanted} hides in ${hideout.system.name}.`)).toBeVisible();
  await refuelAndFly(page, me.id, hideout.system.id);
  await afterLanding(page, hideout.system.name, (board) => board.getByRole('button', { name: 'Target located: fight' }));
  await page.waitForURL(/\/combat\/\d+$/);
  await fightToTheEnd(page);

  // Paid: the board keeps the bounty as brought in, with what it paid.
  await openGame(page);
  datapad = await bountyBoard(page);
  const ended = datapad.getByRole('region', { name: 'Ended bounties' }).getByRole('listitem').first();
  await expect(ended).toHaveAttribute('data-bounty-status', 'completed');
  await expect(ended).toHaveText(new RegExp(`^${wanted}: brought in, [\\d,]+ cr paid\\.$`));
  const ledger = await gameApi(page, me.id).get<{ entries: { reason: string; amount: number }[] }>(`/api/characters/${me.id}/ledger`);
  expect(ledger.entries.filter((e) => e.reason === 'bounty_reward')).toHaveLength(1);
});
