import { expect, test } from '@playwright/test';
import { findings } from './support/axeFindings';
import { openDatapad } from './support/datapadPage';
import { withGraphics } from './support/graphics';
import { playAsNewCharacter } from './support/scenePlayer';

// The game view is checked with its 3D canvas (Low: the cheapest scene that still draws one).
test.use(withGraphics('low'));
test.describe.configure({ timeout: 240_000 });

test('the game view with the datapad open: no serious or moderate axe finding', async ({ page }) => {
  await playAsNewCharacter(page);
  await page.goto('/game');
  await page.locator('.scene-canvas[data-scene-ready]').waitFor({ state: 'attached', timeout: 90_000 });
  const closed = (await findings(page)).map((line) => `game: ${line}`);
  await openDatapad(page);
  const open = (await findings(page)).map((line) => `game with the datapad: ${line}`);
  await page.getByRole('dialog', { name: 'Datapad' }).getByRole('button', { name: /Notifications/ }).first().click();
  await page.getByRole('dialog', { name: 'Datapad' }).getByRole('heading', { name: /Notifications/ }).first().waitFor();
  const notifications = (await findings(page)).map((line) => `notifications: ${line}`);
  expect([...closed, ...open, ...notifications]).toEqual([]);
});
