import { expect, test } from '@playwright/test';
import { openApp } from './support/datapadApps';
import { openGame, settledScreenshot } from './support/datapadPage';
import { playAsNewCharacter } from './support/scenePlayer';

// The server is fresh for this half: its galaxy clock ticked as it started, flying the galaxy's first game day.
test("a new player's market dashboard shows the NPCs' trading from the galaxy's first minute", async ({ page }, testInfo) => {
  await playAsNewCharacter(page);
  await openGame(page);
  const datapad = await openApp(page, 'Market Analysis');
  const cards = datapad.getByRole('region', { name: 'Market Intelligence' });
  const activity = cards.locator('.md-card', { has: page.getByText('Market Activity') });
  await expect(activity.getByText(/^(High|Moderate)$/)).toBeVisible();
  const note = await activity.getByText(/trades? in 24h$/).textContent();
  expect(Number(note?.split(' ')[0])).toBeGreaterThanOrEqual(10);
  await settledScreenshot(page, process.env.SHOTS_DIR ? `${process.env.SHOTS_DIR}/market-dashboard-fresh-galaxy.png` : testInfo.outputPath('market-dashboard.png'));
});
