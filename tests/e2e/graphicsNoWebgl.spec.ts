import { expect, test } from '@playwright/test';
import { webglBrowser } from './support/chromium';
import { openApp, trade } from './support/datapadApps';
import { withGraphics } from './support/graphics';
import { playAsNewCharacter } from './support/scenePlayer';

// Graphics settings (issue 14): a browser without WebGL gets graphics Off with a one-line notice
// instead of a broken page, and the datapad plays as always.
test.describe.configure({ timeout: 120_000 });

// A browser started with WebGL disabled, and a player who never chose a setting (Auto).
test.use({
  ...withGraphics('auto'),
  launchOptions: { ...webglBrowser, args: [...(webglBrowser.args ?? []), '--disable-webgl', '--disable-webgl2'] },
});

test('gets graphics Off with a one-line notice, and a working datapad', async ({ page }, testInfo) => {
  await playAsNewCharacter(page);
  await page.goto('/game');
  await expect(page.getByRole('status').filter({ hasText: 'Your browser cannot show 3D graphics, so Starlane runs with graphics off.' })).toBeVisible({ timeout: 60_000 });
  await expect(page.locator('.scene-canvas[data-scene-ready="galaxy"]')).toHaveAttribute('data-graphics', 'off');
  expect(await page.locator('canvas').count()).toBe(0);
  await page.screenshot({ path: testInfo.outputPath('no-webgl.png') });

  const center = await openApp(page, 'Command Center');
  await expect(center.locator('.cc-where')).toBeVisible();
  await trade(page, 'Buy', 'Grain', 1);
});
