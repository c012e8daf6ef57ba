import { expect as baseExpect, test, type Page } from '@playwright/test';
import { formatCredits } from '../../src/shared/rules/formatCredits';
import { openApp } from './support/datapadApps';
import { openGame, settled, settledScreenshot } from './support/datapadPage';
import { playAsNewCharacter } from './support/scenePlayer';

test.describe.configure({ timeout: 120_000 });
const expect = baseExpect.configure({ timeout: 20_000 });

/** The opponent's health as its meter says. */
async function opponentHealth(page: Page, name: string): Promise<number> {
  return Number(await page.getByRole('meter', { name: `${name} Health` }).getAttribute('aria-valuenow'));
}

test('a fight from the combat page to its end: HAM bars move, the log fills, the outcome shows', async ({ page }, testInfo) => {
  await playAsNewCharacter(page);
  await page.goto('/combat');
  const here = page.getByRole('region', { name: 'Who you can fight here' });
  const first = here.getByRole('listitem').first();
  await expect(first).toBeVisible();
  await settled(page);
  await page.screenshot({ path: testInfo.outputPath('combat-index.png'), fullPage: true });
  const name = ((await first.getByRole('link').first().textContent()) ?? '').trim();

  await first.getByRole('button', { name: 'Fight' }).click();
  await page.waitForURL(/\/combat\/\d+$/);
  const panel = page.locator('.fight-panel');
  await expect(panel).toHaveAttribute('data-session-status', 'active');
  const before = await opponentHealth(page, name);
  // The player's odds: the strike's hit chance and damage range, from the same rules the server strikes with.
  await expect(page.getByRole('region', { name: 'Your odds' })).toContainText(/Strike \(\w+\): \d+% to hit · \d+–\d+ damage/);
  await page.screenshot({ path: testInfo.outputPath('combat-play-start.png') });

  // One blow by hand: one action response, the turn moves on.
  const turnNow = await panel.getAttribute('data-turn');
  const answered = page.waitForResponse((r) => r.url().includes('/api/swg-combat/session/') && r.request().method() === 'POST');
  await page.getByRole('button', { name: 'Attack', exact: true }).click();
  await answered;
  await expect(panel).not.toHaveAttribute('data-turn', turnNow ?? '');
  await page.screenshot({ path: testInfo.outputPath('combat-play-mid.png') });

  // Then auto-attack plays the turns (guarding when out of breath) until the fight ends; when it
  // pauses because health turned critical, the player's one decision here is to carry on.
  const auto = page.getByRole('switch', { name: 'Auto-attack' });
  await auto.click();
  await expect(auto).toHaveAttribute('aria-checked', 'true');
  let clicks = 2;
  const ended = page.locator('.fight-panel:not([data-session-status="active"])');
  const paused = page.getByText(/^Auto-attack paused: your health is critical/);
  for (let pause = 0; pause < 3 && (await panel.getAttribute('data-session-status')) === 'active'; pause++) {
    await expect(ended.or(paused)).toBeVisible({ timeout: 120_000 });
    if (await ended.isVisible()) break;
    await auto.click();
    clicks++;
  }
  expect(clicks).toBeLessThanOrEqual(5);
  await expect(panel).not.toHaveAttribute('data-session-status', 'active');
  expect(await opponentHealth(page, name)).toBeLessThan(before);
  await expect(page.getByRole('list', { name: 'Turn log' }).getByRole('listitem').first()).toBeVisible();
  const outcome = page.getByRole('region', { name: 'Outcome' });
  await expect(outcome).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('combat-play-end.png') });

  // The finished session's log page.
  await outcome.getByRole('link', { name: 'Fight log' }).click();
  await expect(page.getByRole('heading', { name: `Fight vs ${name}` })).toBeVisible();
  await settled(page);
  await page.screenshot({ path: testInfo.outputPath('combat-show.png'), fullPage: true });
});

test('heal and train in the Combat app: pill choices that show where each stands and a button that says what it costs', async ({ page }, testInfo) => {
  await playAsNewCharacter(page);
  await openGame(page);
  const datapad = await openApp(page, 'Combat');
  const training = datapad.getByRole('region', { name: 'Heal and train' });
  await expect(training.locator('select')).toHaveCount(0);
  // A fresh captain has nothing to heal.
  await expect(training.getByRole('group', { name: 'Pool' }).getByRole('button', { name: /^health/, pressed: true })).toBeVisible();
  await expect(training.getByRole('button', { name: 'health is full' })).toBeDisabled();

  const attributes = training.getByRole('group', { name: 'Attribute' });
  await attributes.getByRole('button', { name: /^stamina/ }).click();
  await expect(attributes.getByRole('button', { name: 'stamina 100', pressed: true })).toBeVisible();
  await training.getByRole('button', { name: `Train stamina to 101 · ${formatCredits(100)}` }).click();
  await expect(page.getByRole('status').filter({ hasText: /stamina/i })).toBeVisible();
  await expect(attributes.getByRole('button', { name: 'stamina 101' })).toBeVisible();
  await expect(training.getByRole('button', { name: `Train stamina to 102 · ${formatCredits(110)}` })).toBeVisible();

  const weapons = training.getByRole('group', { name: 'Weapon skill' });
  await weapons.getByRole('button', { name: /^rifle/ }).click();
  await expect(training.getByRole('button', { name: `Train rifle to level 1 · ${formatCredits(250)}` })).toBeEnabled();
  await settledScreenshot(page, testInfo.outputPath('combat-app-heal-train.png'));
});
