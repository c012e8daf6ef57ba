import { test, type Page } from '@playwright/test';
import type { GalaxyMap } from '../../../src/shared/api';
import type { RendererInfo } from '../../../src/client/scene/debug/testHook';
import type { SceneKind } from '../../../src/client/scene/sceneStore';
import type { QualityTier } from '../../../src/client/scene/math/quality';

/** Generous: SwiftShader compiles shaders and draws on the CPU. */
const SCENE_TIMEOUT = 60_000;

/** Waits for the `scene:ready` of `kind` (the container's data-scene-ready attribute it sets). */
export async function waitForScene(page: Page, kind: SceneKind): Promise<void> {
  await page.locator(`.scene-canvas[data-scene-ready="${kind}"]`).waitFor({ state: 'attached', timeout: SCENE_TIMEOUT });
}

/** Switches scene through the test hook and waits until the new one is ready. */
export async function showScene(page: Page, kind: SceneKind): Promise<void> {
  await page.evaluate((k) => window.__starlane?.scene.set(k), kind);
  await waitForScene(page, kind);
}

export function rendererInfo(page: Page): Promise<RendererInfo> {
  return page.evaluate(() => {
    if (!window.__starlane) throw new Error('no test hook: open the page with ?debug');
    return window.__starlane.renderer.info();
  });
}

/** Waits until `frames` more frames have been rendered. */
export async function waitFrames(page: Page, frames: number): Promise<void> {
  const start = (await rendererInfo(page)).frame;
  await page.waitForFunction((target) => (window.__starlane?.renderer.info().frame ?? 0) >= target, start + frames, { timeout: SCENE_TIMEOUT });
}

export function drawCallsOf(page: Page, name: string): Promise<number> {
  return page.evaluate((n) => window.__starlane?.renderer.drawCallsOf(n) ?? -1, name);
}

export function pixelStats(page: Page): Promise<{ mean: number; variance: number; lit: number }> {
  return page.evaluate(() => {
    if (!window.__starlane) throw new Error('no test hook');
    return window.__starlane.renderer.pixelStats();
  });
}

export async function pinQuality(page: Page, tier: QualityTier | null): Promise<void> {
  await page.evaluate((t) => window.__starlane?.quality.pin(t), tier);
}

export async function loadGalaxy(page: Page, map: GalaxyMap): Promise<void> {
  await page.evaluate((m) => window.__starlane?.galaxy.load(m), map);
}

export function screenPosition(page: Page, id: number): Promise<{ x: number; y: number } | null> {
  return page.evaluate((i) => window.__starlane?.galaxy.screenPosition(i) ?? null, id);
}

/** A system drawn on screen, with where. */
export interface SystemOnScreen {
  id: number;
  display_name: string;
  danger_level: number;
  x: number;
  y: number;
}

/**
 * The `count` systems nearest the screen centre, at least 60 px apart and clear of the HUD
 * panels at the screen edges, so a click or hover lands on them and nothing else.
 */
export async function systemsOnScreen(page: Page, count: number): Promise<[SystemOnScreen, SystemOnScreen, ...SystemOnScreen[]]> {
  const systems = await page.evaluate(() =>
    (window.__starlane?.galaxy.systems() ?? []).map((area) => ({ ...area, at: window.__starlane?.galaxy.screenPosition(area.id) ?? null })),
  );
  const viewport = page.viewportSize() ?? { width: 1280, height: 800 };
  const picked: SystemOnScreen[] = [];
  const candidates = systems
    .filter((s) => s.at && s.at.x > 120 && s.at.x < viewport.width - 420 && s.at.y > 100 && s.at.y < viewport.height - 120)
    .flatMap((s) => (s.at ? [{ id: s.id, display_name: s.display_name, danger_level: s.danger_level, x: s.at.x, y: s.at.y }] : []))
    .sort((p, q) => Math.hypot(p.x - viewport.width / 2, p.y - viewport.height / 2) - Math.hypot(q.x - viewport.width / 2, q.y - viewport.height / 2));
  for (const candidate of candidates) {
    if (picked.every((p) => Math.hypot(p.x - candidate.x, p.y - candidate.y) > 60)) picked.push(candidate);
    if (picked.length === count) break;
  }
  if (picked.length < Math.max(2, count)) throw new Error(`only ${picked.length} systems clear on screen`);
  return picked as [SystemOnScreen, SystemOnScreen, ...SystemOnScreen[]];
}

/** Saves a screenshot of the game page as a test artifact (test-results) and attaches it to the report. */
export async function saveSceneScreenshot(page: Page, name: string): Promise<void> {
  const path = test.info().outputPath(`${name}.png`);
  await page.screenshot({ path });
  await test.info().attach(name, { path, contentType: 'image/png' });
}
