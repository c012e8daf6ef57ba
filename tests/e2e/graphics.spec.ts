import { expect, test, type Page } from '@playwright/test';
import type { Character, GalaxyMap } from '../../src/shared/api';
import { openApp, trade } from './support/datapadApps';
import { gameApi } from './support/gameApi';
import { countWebglContexts, endlessAnimations, webglContexts, withGraphics } from './support/graphics';
import { playAsNewCharacter } from './support/scenePlayer';

// Graphics settings (issue 14): Off draws a still galaxy and creates no WebGL context while the
// datapad plays the whole game; Off → High brings the 3D scene back. (No WebGL: graphicsNoWebgl.spec.ts.)
test.describe.configure({ timeout: 300_000 });

const view = (page: Page) => page.locator('.scene-canvas');
const viewReady = (page: Page, kind: string) => expect(page.locator(`.scene-canvas[data-scene-ready="${kind}"]`)).toBeAttached({ timeout: 90_000 });

/** The nearest other system whose market trades `commodity`. */
async function nearestMarketFor(page: Page, characterId: number, commodity: string): Promise<string> {
  const api = gameApi(page, characterId);
  const map = await api.get<GalaxyMap>('/api/galaxy-map');
  const character = await api.get<Character>(`/api/characters/${characterId}`);
  const here = map.superAreas.find((a) => a.id === character.location.superArea.id);
  if (!here) throw new Error('the character is nowhere on the map');
  const candidates = map.superAreas
    .filter((a) => a.id !== here.id && a.commodities.some((c) => c.name === commodity))
    .sort((a, b) => Math.hypot(a.x - here.x, a.y - here.y) - Math.hypot(b.x - here.x, b.y - here.y));
  if (!candidates[0]) throw new Error(`no other market trades ${commodity}`);
  return candidates[0].display_name;
}

// Starts Off in a browser that can draw WebGL, so Off → High can bring the scene back.
test.use(withGraphics('off'));

test.describe('graphics Off', () => {
  test('plays the core loop (buy, fly, sell) on the still map, with no WebGL context at all', async ({ page }, testInfo) => {
    await countWebglContexts(page);
    const character = await playAsNewCharacter(page);
    await page.goto('/game');
    await viewReady(page, 'galaxy');
    await expect(view(page)).toHaveAttribute('data-graphics', 'off');
    await expect(page.getByRole('img', { name: 'Galaxy map' })).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath('off-galaxy.png') });

    await trade(page, 'Buy', 'Grain', 3);

    const destination = await nearestMarketFor(page, character.id, 'Grain');
    const travel = await openApp(page, 'Travel Planner');
    await travel.getByRole('button', { name: `Plan route to ${destination}` }).click();
    await travel.getByRole('button', { name: 'Select Route' }).first().click();
    await page.getByRole('dialog', { name: 'Confirm Travel' }).getByRole('button', { name: 'Initiate Travel' }).click();
    await expect(view(page)).toHaveAttribute('data-scene', 'hyperspace');
    // The journey runs on the server; the still view follows the game state to the arrival.
    const event = page.locator('.travel-event-floating');
    await expect(async () => {
      if (await event.isVisible()) await event.getByRole('button').first().click();
      await expect(page.locator('.scene-canvas[data-scene-ready="orbit"]')).toBeAttached({ timeout: 2_000 });
    }).toPass({ timeout: 150_000, intervals: [1_000] });
    await page.screenshot({ path: testInfo.outputPath('off-arrived.png') });

    await trade(page, 'Sell', 'Grain', 3);
    await page.screenshot({ path: testInfo.outputPath('off-sold.png') });

    expect(await page.locator('canvas').count()).toBe(0);
    expect(await webglContexts(page)).toBe(0);
  });

  test('switching Off → High in Settings brings the 3D scene back, and the choice persists', async ({ page }, testInfo) => {
    await countWebglContexts(page);
    await playAsNewCharacter(page);
    await page.goto('/game');
    await viewReady(page, 'galaxy');
    expect(await webglContexts(page)).toBe(0);

    const settings = await openApp(page, 'Settings');
    const graphics = settings.getByRole('group', { name: 'Graphics' });
    await expect(graphics.getByRole('radio', { name: /^Off/ })).toBeChecked();
    // Off keeps the datapad's idle decoration still: no endless animation keeps the compositor drawing.
    await expect(page.locator('html')).toHaveAttribute('data-idle-motion', 'still');
    expect(await endlessAnimations(page)).toEqual([]);
    await page.screenshot({ path: testInfo.outputPath('settings-off.png') });
    await graphics.getByRole('radio', { name: /^High/ }).check();

    await expect(page.locator('.scene-canvas canvas')).toBeAttached({ timeout: 90_000 });
    await viewReady(page, 'galaxy');
    await expect(view(page)).not.toHaveAttribute('data-graphics', 'off');
    expect(await webglContexts(page)).toBeGreaterThan(0);
    await expect(page.locator('html')).toHaveAttribute('data-idle-motion', 'lively');
    expect(await endlessAnimations(page)).toContain('dp-sweep');

    await page.reload();
    await viewReady(page, 'galaxy');
    await expect(page.locator('.scene-canvas canvas')).toBeAttached();
    const again = await openApp(page, 'Settings');
    await expect(again.getByRole('radio', { name: /^High/ })).toBeChecked();
    await page.screenshot({ path: testInfo.outputPath('settings-high.png') });
  });
});
