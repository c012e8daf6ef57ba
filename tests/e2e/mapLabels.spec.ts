import { expect as baseExpect, test } from '@playwright/test';
import type { Character } from '../../src/shared/api';
import { waitForCameraSettled } from './support/cameraSettled';
import { gameApi } from './support/gameApi';
import { withGraphics } from './support/graphics';
import { drawCallsOf, screenPosition, waitForScene } from './support/sceneHook';
import { playAsNewCharacter } from './support/scenePlayer';

// Onboarding's labels over the 3D galaxy map (the datapad's side is onboarding.spec.ts).
test.describe.configure({ timeout: 360_000 });
const expect = baseExpect.configure({ timeout: 30_000 });

// The labels over the 3D map: 3D on (Auto), on SwiftShader.
test.use(withGraphics('auto'));

test('names the current system and the mission’s target over the map, the rest while they stand apart, in no draw call', async ({ page }, testInfo) => {
  const character = await playAsNewCharacter(page);
  const api = gameApi(page, character.id);
  await page.goto('/game?debug=hook');
  await waitForScene(page, 'galaxy');
  const start = await api.get<Character>(`/api/characters/${character.id}`);
  const here = page.locator('.map-label[data-kind="here"]');
  // The label hangs under its system from the first fitted frame, before anything moves the camera.
  const labelUnderSystem = async () => {
    const at = await screenPosition(page, start.location.superArea.id);
    const box = await here.boundingBox();
    return Boolean(at && box && Math.abs(box.x + box.width / 2 - at.x) < 3 && Math.abs(box.y - at.y) < 4);
  };
  await waitForCameraSettled(page, start.location.superArea.id);
  expect(await labelUnderSystem()).toBe(true);

  // A story quest with a destination: A Signal from the Frontier.
  const { quests } = await api.get<{ quests: { id: number; key: string }[] }>('/api/quest-progress/');
  const signal = quests.find((q) => q.key === 'frontier_signal');
  if (!signal) throw new Error('no frontier_signal quest');
  await api.post(`/api/quest-progress/start/${signal.id}`, undefined);

  const target = page.locator('.map-label[data-kind="target"]');
  await expect(here).toContainText(start.location.superArea.name);
  await expect(here.getByText('You are here')).toBeVisible();
  await expect(target.getByText('Mission target')).toBeVisible();
  // Fitted, the seed galaxy's systems stand apart: every one is named. The label hangs under its system.
  await waitForCameraSettled(page, start.location.superArea.id);
  await expect.poll(() => page.locator('.map-label[data-kind="other"]:visible').count()).toBeGreaterThan(0);
  expect(await labelUnderSystem()).toBe(true);
  expect(await drawCallsOf(page, 'galaxy-systems')).toBe(1);
  await page.screenshot({ path: testInfo.outputPath('map-labels-3d.png') });

  // Zoomed out, names would pile up: only the current system and the target keep theirs.
  await page.mouse.move(640, 400);
  for (let n = 0; n < 6; n++) await page.mouse.wheel(0, 400);
  await waitForCameraSettled(page, start.location.superArea.id);
  await expect.poll(() => page.locator('.map-label[data-kind="other"]:visible').count()).toBe(0);
  await expect(here.getByText('You are here')).toBeVisible();
  await expect(target.getByText('Mission target')).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('map-labels-3d-zoomed-out.png') });
});
