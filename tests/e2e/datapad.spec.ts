import { expect, test, type Page } from '@playwright/test';
import { registerThroughForm } from './support/registerForm';

// SwiftShader draws the scene on the CPU: be generous with time.
test.describe.configure({ timeout: 240_000 });

const password = 'a long enough password';

/** Registers and creates a character through the UI, as a player does; the new character is active. */
async function newPlayer(page: Page): Promise<string> {
  const stamp = Date.now().toString(36);
  const name = `Captain ${stamp.replace(/\d/g, (d) => String.fromCharCode(97 + Number(d)))}`;
  await registerThroughForm(page, 'Datapad Tester', `datapad-${stamp}@example.com`, password);
  await page.getByRole('link', { name: 'Create Character' }).click();
  await page.getByLabel('Name').fill(name);
  await page.getByRole('button', { name: 'Create Character' }).click();
  // The game opens with the new character.
  await expect(page.locator('.game-hud-name')).toHaveText(name);
  return name;
}

/** Waits until the datapad's one-shot animations (boot, tiles rising) have finished, for a true screenshot. */
async function settled(page: Page): Promise<void> {
  await page.locator('#datapad').evaluate((device) =>
    Promise.all(
      device
        .getAnimations({ subtree: true })
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

/** The game page with the demo flag, once the 3D scene has drawn. */
async function openGame(page: Page): Promise<void> {
  await page.goto('/game?demo');
  await page.locator('.scene-canvas[data-scene-ready="galaxy"]').waitFor({ state: 'attached', timeout: 90_000 });
}

test('the datapad over the scene: grid, filter, layout, apps, notification centre and captain’s log', async ({ page }, testInfo) => {
  const name = await newPlayer(page);
  await openGame(page);

  await expect(page.getByRole('button', { name: /^Datapad/ })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('game-with-launcher.png') });
  await page.getByRole('button', { name: /^Datapad/ }).click();
  const datapad = page.getByRole('dialog', { name: 'Datapad' });
  await expect(datapad).toBeVisible();
  const apps = datapad.getByRole('list', { name: 'Apps' });
  await expect(apps.getByRole('button', { name: 'Command Center' })).toBeVisible();
  await expect(apps.getByRole('button', { name: 'Notifications' })).toBeVisible();
  // Every built app is listed: the footer counts exactly the tiles shown, out of all of them.
  const listed = await apps.getByRole('button').count();
  await expect(datapad.getByText(`${listed} of ${listed} apps`)).toBeVisible();
  await expect(datapad.getByText(/^(Connected|Offline)$/)).toBeVisible();
  await settled(page);
  await page.screenshot({ path: testInfo.outputPath('datapad-over-scene.png') });

  // Filter by a category and back.
  await datapad.getByRole('button', { name: 'Filter by category' }).click();
  const categories = datapad.getByRole('group', { name: 'Categories' });
  // Missions & Objectives holds the Missions app and the Quest Journal.
  await categories.getByRole('button', { name: 'Missions & Objectives' }).click();
  await expect(apps.getByRole('button')).toHaveCount(2);
  await expect(apps.getByRole('button', { name: 'Quest Journal' })).toBeVisible();
  await expect(datapad.getByText(`2 of ${listed} apps`)).toBeVisible();
  await settled(page);
  await page.screenshot({ path: testInfo.outputPath('datapad-missions-category.png') });
  await categories.getByRole('button', { name: 'All Apps' }).click();
  await expect(datapad.getByText(`${listed} of ${listed} apps`)).toBeVisible();
  await categories.getByRole('button', { name: 'Command & Control' }).click();
  await expect(categories.getByRole('button', { name: 'Command & Control' })).toHaveAttribute('aria-pressed', 'true');
  // Command Center, Party Manager, Settings and Notifications are the Command & Control apps.
  await expect(apps.getByRole('button')).toHaveCount(4);
  await expect(apps.getByRole('button', { name: 'Party Manager' })).toBeVisible();
  await categories.getByRole('button', { name: 'Command & Control' }).click();
  await expect(categories.getByRole('button', { name: 'All Apps' })).toHaveAttribute('aria-pressed', 'true');
  await datapad.getByRole('button', { name: 'Filter by category' }).click();

  // Grid and list.
  await datapad.getByRole('button', { name: 'List layout' }).click();
  await expect(apps).toHaveAttribute('data-layout', 'list');
  await settled(page);
  await page.screenshot({ path: testInfo.outputPath('datapad-list.png') });
  await datapad.getByRole('button', { name: 'List layout' }).click();
  await expect(apps).toHaveAttribute('data-layout', 'grid');

  // Open an app and come back with Back.
  await apps.getByRole('button', { name: 'Command Center' }).click();
  const commandCenter = datapad.getByRole('region', { name: 'Command Center' });
  await expect(commandCenter.getByText(name, { exact: true })).toBeVisible();
  await expect(commandCenter.getByText('25,000 cr')).toBeVisible();
  await expect(datapad.getByRole('navigation', { name: 'Breadcrumb' }).getByText('Command Center')).toBeVisible();
  await settled(page);
  await page.screenshot({ path: testInfo.outputPath('datapad-command-center.png') });
  await datapad.getByRole('button', { name: 'Back' }).click();
  await expect(apps).toBeVisible();

  // The bell opens the notification centre; the demo flag shows its test controls.
  await datapad.getByRole('button', { name: /^Notification centre/ }).click();
  await expect(datapad.getByRole('heading', { name: 'Notifications' })).toBeVisible();
  // A new character has its 250 skill points to spend: one notice, not 250 (the Skills rule).
  await expect(datapad.getByRole('list', { name: 'Active alerts' }).getByRole('button', { name: /You have 250 skill points to spend/ })).toBeVisible();
  // Besides that notice, the tutorial's open objectives count (the Missions rule): a handful, not 99+.
  const active = datapad.getByText(/^\d+ active notifications?$/);
  await expect(active).toBeVisible();
  const activeBefore = Number.parseInt((await active.textContent()) ?? '', 10);
  expect(activeBefore).toBeGreaterThanOrEqual(1);
  expect(activeBefore).toBeLessThan(10);
  await expect(datapad.getByRole('button', { name: /^Notification centre/ })).not.toContainText('99+');
  const manual = datapad.getByRole('form', { name: 'Manual test' });
  await manual.getByLabel('App').selectOption({ label: 'Command Center' });
  await manual.getByLabel('Count').fill('3');
  await manual.getByLabel('Type').selectOption({ label: 'Warning' });
  await manual.getByRole('button', { name: 'Send Test' }).click();

  const alert = datapad.getByRole('list', { name: 'Active alerts' }).getByRole('button', { name: /3 test warning notifications/ });
  await expect(alert).toBeVisible();
  await expect(datapad.getByText(`${activeBefore + 3} active notifications`)).toBeVisible();
  await expect(datapad.getByRole('button', { name: /^Notification centre/ })).toContainText(String(activeBefore + 3));
  await settled(page);
  await page.screenshot({ path: testInfo.outputPath('datapad-notifications.png') });

  // Clicking the warning makes its app the active one, and clears that app's badge.
  await alert.click();
  await expect(commandCenter.getByText(name, { exact: true })).toBeVisible();
  await datapad.getByRole('button', { name: 'Back' }).click();
  await expect(apps.getByRole('button', { name: 'Command Center' }).getByTestId('notification-badge')).toHaveCount(0);

  // The captain's log keeps what the character received; the datapad posts notifications to it.
  const characterId = await page.evaluate(() => JSON.parse(localStorage.getItem('starlane-game') ?? '{}').state.activeCharacterId as number);
  const csrf = await page.evaluate(() => document.querySelector<HTMLMetaElement>('meta[name="csrf-token"]')?.content ?? '');
  const recorded = await page.request.post(`/api/characters/${characterId}/captains-log`, {
    headers: { 'x-csrf-token': csrf, 'x-api-version': '1', 'x-requested-with': 'XMLHttpRequest', accept: 'application/json' },
    data: { app_id: 'ship-status', type: 'warning', count: 1, message: 'Kestrel: fuel low (15%)', key: 'ship:1:fuel:warning' },
  });
  expect(recorded.status(), await recorded.text()).toBe(201);
  await datapad.getByRole('button', { name: /^Notification centre/ }).click();
  const log = datapad.getByRole('list', { name: 'Log entries' });
  await expect(log.getByText('Kestrel: fuel low (15%)')).toBeVisible();
  await settled(page);
  await page.screenshot({ path: testInfo.outputPath('datapad-captains-log.png') });

  // The demo raises random test notifications until stopped; the sidebar lists the apps with their badges.
  await datapad.getByRole('button', { name: 'Start Demo' }).click();
  await datapad.getByRole('button', { name: 'Sidebar' }).click();
  await expect(datapad.getByRole('navigation', { name: 'Datapad apps' }).getByRole('button', { name: /Notifications/ })).toBeVisible();
  await settled(page);
  await page.screenshot({ path: testInfo.outputPath('datapad-demo-sidebar.png') });
  await datapad.getByRole('button', { name: 'Stop Demo' }).click();
  await datapad.getByRole('button', { name: 'Clear Tests' }).click();
  await datapad.getByRole('button', { name: 'Sidebar' }).click();
  await datapad.getByRole('button', { name: 'Close notifications' }).click();
  await expect(apps).toBeVisible();

  // Keyboard: Escape closes, P opens again, Tab reaches the tiles with a visible focus ring.
  await page.keyboard.press('Escape');
  await expect(datapad).toBeHidden();
  await page.keyboard.press('p');
  await expect(datapad).toBeVisible();
  // Notifications has the last priority: Tab from the tile before it lands on it.
  await apps.getByRole('button').nth(listed - 2).focus();
  await page.keyboard.press('Tab');
  await expect(apps.getByRole('button', { name: 'Notifications' })).toBeFocused();
  await settled(page);
  await page.screenshot({ path: testInfo.outputPath('datapad-keyboard-focus.png') });
  await page.keyboard.press('Enter');
  await expect(datapad.getByRole('heading', { name: 'Notifications' })).toBeVisible();
  await datapad.getByRole('button', { name: 'Close datapad' }).click();
  await expect(datapad).toBeHidden();
  await expect(page.getByRole('button', { name: /^Datapad/ })).toBeFocused();
});
