import { expect as baseExpect, test } from '@playwright/test';
import { withGraphics } from './support/graphics';
import { drawCallsOf, rendererInfo, waitForScene, waitFrames } from './support/sceneHook';
import { playAsNewCharacter } from './support/scenePlayer';

// The fight's 3D scene (the fight's datapad side is combat.spec.ts).
test.describe.configure({ timeout: 120_000 });
const expect = baseExpect.configure({ timeout: 20_000 });

// The scene's own test: graphics Auto on SwiftShader.
test.use(withGraphics('auto'));

test('stands both sides on the ground with few draw calls, and a blow changes the bars', async ({ page }, testInfo) => {
  test.setTimeout(150_000);
  await playAsNewCharacter(page);
  await page.goto('/combat');
  await page.getByRole('region', { name: 'Who you can fight here' }).getByRole('button', { name: 'Fight' }).first().click();
  await page.waitForURL(/\/combat\/\d+$/);
  await page.goto(`${new URL(page.url()).pathname}?debug=hook`);
  await waitForScene(page, 'combat');
  await waitFrames(page, 5);
  expect(await drawCallsOf(page, 'combat-opponent')).toBe(1);
  expect(await drawCallsOf(page, 'combat-player')).toBe(1);
  expect((await rendererInfo(page)).calls).toBeLessThanOrEqual(30);
  await page.screenshot({ path: testInfo.outputPath('combat-3d-start.png') });
  const panel = page.locator('.fight-panel');
  const turn = (await panel.getAttribute('data-turn')) ?? '';
  const answered = page.waitForResponse((r) => r.url().includes('/api/swg-combat/session/') && r.request().method() === 'POST');
  await page.getByRole('button', { name: 'Attack', exact: true }).click();
  await answered;
  await expect(panel).not.toHaveAttribute('data-turn', turn);
  await waitFrames(page, 3);
  await page.screenshot({ path: testInfo.outputPath('combat-3d-hit.png') });
});

test('each kind of opponent has its own silhouette, on the land its world gives it, each fighter one draw call', async ({ page }, testInfo) => {
  test.setTimeout(240_000);
  await playAsNewCharacter(page);
  await page.goto('/game?debug=hook');
  await waitForScene(page, 'galaxy');
  const stages = [
    ['beast', 'dunes', 'desert'],
    ['droid', 'ice', 'ice'],
    ['soldier', 'forest', 'jungle'],
    ['raider', 'lava', 'volcanic'],
    ['humanoid', 'city', 'terran'],
  ] as const;
  for (const [shape, ground, planet] of stages) {
    await page.evaluate(([s, g, p]) => window.__starlane?.combat.show('ground', s, g, p), [shape, ground, planet] as const);
    await waitForScene(page, 'combat');
    await waitFrames(page, 4);
    expect(await drawCallsOf(page, 'combat-opponent')).toBe(1);
    expect(await drawCallsOf(page, 'combat-player')).toBe(1);
    // The land's props are one draw; the pad's grid stays in the city (-1: not in the scene).
    expect(await drawCallsOf(page, 'combat-stage-props')).toBe(ground === 'city' ? -1 : 1);
    expect(await drawCallsOf(page, 'ground-pad-grid')).toBe(ground === 'city' ? 1 : -1);
    expect((await rendererInfo(page)).calls).toBeLessThanOrEqual(30);
    await page.screenshot({ path: testInfo.outputPath(`combat-stage-${shape}-${ground}.png`) });
  }
});
