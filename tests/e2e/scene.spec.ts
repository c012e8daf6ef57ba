import { expect, test, type Page } from '@playwright/test';
import { waitForCameraSettled } from './support/cameraSettled';
import { commitsSettled, installCommitCounter, reactCommits } from './support/sceneCommits';
import { generatedGalaxyMap } from './support/sceneGalaxy';
import {
  drawCallsOf,
  loadGalaxy,
  pinQuality,
  pixelStats,
  rendererInfo,
  saveSceneScreenshot,
  screenPosition,
  showScene,
  systemsOnScreen,
  waitForScene,
  waitFrames,
} from './support/sceneHook';
import { serverUrl, withGraphics } from './support/graphics';
import { playAsNewCharacter } from './support/scenePlayer';
import { openApp } from './support/datapadApps';

// SwiftShader renders on the CPU: generous timeouts, assertions on counts rather than frame rates.
test.describe.configure({ mode: 'serial', timeout: 90_000 });
// The scene's own spec: 3D on (Auto), on SwiftShader.
test.use(withGraphics('auto'));

test('the welcome and login pages load no three.js', async ({ page }) => {
  const scripts: string[] = [];
  page.on('response', async (response) => {
    if (response.request().resourceType() === 'script') scripts.push(`${response.url()}\n${await response.text()}`);
  });
  for (const path of ['/', '/login']) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
  }
  expect(scripts.length).toBeGreaterThan(0);
  for (const script of scripts) {
    expect(script, script.split('\n')[0]).not.toContain('THREE.WebGLRenderer');
    expect(script.split('\n')[0]).not.toMatch(/GameCanvas|DebugPanel|Bloom/);
  }
});

test.describe('the game canvas', () => {
  let page: Page;

  test.beforeAll(async ({ browser }) => {
    page = await browser.newPage({ baseURL: serverUrl(), viewport: { width: 1280, height: 800 } });
    await installCommitCounter(page);
    await playAsNewCharacter(page);
    await page.goto('/game?debug=hook');
    await waitForScene(page, 'galaxy');
  });

  test.afterAll(async () => {
    await page.close();
  });

  test('draws the seed galaxy: stars in one call, few calls in all, not blank, no React work per frame', async () => {
    await waitFrames(page, 5);
    const systems = await page.evaluate(() => window.__starlane?.galaxy.systemCount() ?? 0);
    expect(systems).toBe(24);
    expect(await drawCallsOf(page, 'galaxy-starfield')).toBe(1);
    expect(await drawCallsOf(page, 'galaxy-systems')).toBe(1);
    expect(await drawCallsOf(page, 'galaxy-lanes')).toBe(1);
    // The living galaxy: every NPC ship in one instanced draw call, once the traffic has arrived.
    await expect(page.getByTestId('news-ticker')).not.toHaveAttribute('data-ships', '0');
    await waitFrames(page, 2);
    expect(await drawCallsOf(page, 'galaxy-npc-ships')).toBe(1);
    const info = await rendererInfo(page);
    expect(info.points).toBe(1000);
    expect(info.calls).toBeGreaterThan(0);
    expect(info.calls).toBeLessThanOrEqual(22 + systems / 20);
    const pixels = await pixelStats(page);
    expect(pixels.variance).toBeGreaterThan(10);
    expect(pixels.lit).toBeGreaterThan(0.001);

    // Idle animation (twinkling, pulsing lanes) commits nothing to the scene tree. The page may
    // commit for its own reasons (the datapad refreshing), but never once per frame. Quality is
    // pinned so adaptive quality (a rare, discrete change of tier) can't land inside the window.
    await pinQuality(page, 'medium');
    await waitFrames(page, 5);
    const before = await reactCommits(page);
    await waitFrames(page, 30);
    const after = await reactCommits(page);
    expect(after.scene - before.scene).toBe(0);
    expect(after.page - before.page).toBeLessThanOrEqual(3);
    await saveSceneScreenshot(page, 'galaxy-seed');
  });

  test('clicking a system selects it; hovering one names it', async () => {
    const [target, other] = await systemsOnScreen(page, 2);
    await page.mouse.move(other.x, other.y);
    await expect(page.getByRole('tooltip')).toContainText(other.display_name);
    await expect(page.getByRole('tooltip')).toContainText(`Danger ${other.danger_level}/10`);

    await page.mouse.click(target.x, target.y);
    await expect.poll(() => page.evaluate(() => window.__starlane?.scene.selected())).toBe(target.id);
    await expect(page.getByRole('heading', { name: target.display_name })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('heading', { name: target.display_name })).toBeHidden();
  });

  test('pans and zooms by mouse, touch and keyboard; Fit frames every system again', async () => {
    const [a, b] = await systemsOnScreen(page, 2);
    const gap = async () => {
      const [p, q] = await Promise.all([screenPosition(page, a.id), screenPosition(page, b.id)]);
      return Math.hypot(p!.x - q!.x, p!.y - q!.y);
    };
    const fitted = await gap();
    const settle = () => waitForCameraSettled(page, a.id);

    await page.mouse.move(640, 400);
    await page.mouse.wheel(0, -300);
    await settle();
    expect((await gap()) / fitted).toBeCloseTo(1.1 ** 3, 1);

    await page.keyboard.press('f');
    await settle();
    expect((await gap()) / fitted).toBeCloseTo(1, 2);

    const start = (await screenPosition(page, a.id))!;
    await page.mouse.move(640, 400);
    await page.mouse.down();
    await page.mouse.move(540, 430, { steps: 5 });
    await page.mouse.up();
    await settle();
    const dragged = (await screenPosition(page, a.id))!;
    expect(dragged.x - start.x).toBeCloseTo(-100, -1);
    expect(dragged.y - start.y).toBeCloseTo(30, -1);

    // Held until the map has panned well past the drag's end, then released.
    await page.keyboard.down('ArrowRight');
    await expect.poll(async () => (await screenPosition(page, a.id))!.x, { timeout: 30_000 }).toBeLessThan(dragged.x - 60);
    await page.keyboard.up('ArrowRight');
    await settle();
    expect((await screenPosition(page, a.id))!.x).toBeLessThan(dragged.x - 50);

    // Two fingers spreading apart zoom in.
    await page.evaluate(() => {
      const canvas = document.querySelector('.scene-canvas canvas') as HTMLCanvasElement;
      const touch = (type: string, pointerId: number, x: number) =>
        (type === 'pointerdown' ? canvas : window).dispatchEvent(new PointerEvent(type, { pointerId, clientX: x, clientY: 400, pointerType: 'touch', bubbles: true }));
      touch('pointerdown', 11, 600);
      touch('pointerdown', 12, 680);
      for (let step = 1; step <= 5; step++) {
        touch('pointermove', 11, 600 - step * 20);
        touch('pointermove', 12, 680 + step * 20);
      }
      touch('pointerup', 11, 500);
      touch('pointerup', 12, 780);
    });
    await settle();
    expect((await gap()) / fitted).toBeGreaterThan(1.5);

    await page.getByRole('button', { name: 'Fit' }).click();
    await settle();
    expect((await gap()) / fitted).toBeCloseTo(1, 2);
  });

  test('draws 1000 generated systems in one call, within 20 + systems/20 calls per frame', async () => {
    await loadGalaxy(page, generatedGalaxyMap(1000));
    await waitForScene(page, 'galaxy');
    await waitFrames(page, 5);
    expect(await page.evaluate(() => window.__starlane?.galaxy.systemCount())).toBe(1000);
    expect(await drawCallsOf(page, 'galaxy-systems')).toBe(1);
    expect(await drawCallsOf(page, 'galaxy-starfield')).toBe(1);
    expect(await drawCallsOf(page, 'galaxy-lanes')).toBe(1);
    const info = await rendererInfo(page);
    expect(info.calls).toBeLessThanOrEqual(20 + 1000 / 20);
    expect((await pixelStats(page)).variance).toBeGreaterThan(10);
    await saveSceneScreenshot(page, 'galaxy-1000');
  });

  test('the hyperspace tunnel: at most 12 draw calls with bloom, at most 2 React commits in its 4 s', async () => {
    // The high tier turns bloom on: the most expensive case. Pinned, so adaptive quality can't commit mid-test.
    await pinQuality(page, 'high');
    // Auto starts low on SwiftShader, so bloom's chunk loads only now: wait until bloom draws (its
    // passes add calls to the map's three), or its Suspense would commit inside the measured window.
    await expect.poll(async () => (await rendererInfo(page)).calls, { timeout: 30_000 }).toBeGreaterThan(3);
    await commitsSettled(page);
    const before = await reactCommits(page);
    const framesBefore = (await rendererInfo(page)).frame;
    const started = Date.now();
    await page.evaluate(() => window.__starlane?.scene.hyperspace(4000));
    await waitForScene(page, 'hyperspace');
    // A few frames of the tunnel (and its bloom) past the one that made it ready.
    await waitFrames(page, 5);
    await saveSceneScreenshot(page, 'hyperspace');
    const cruising = await rendererInfo(page);
    expect(cruising.calls).toBeGreaterThan(0);
    expect(cruising.calls).toBeLessThanOrEqual(12);
    expect(await drawCallsOf(page, 'tunnel-streaks')).toBe(1);
    expect((await pixelStats(page)).variance).toBeGreaterThan(10);

    await waitForScene(page, 'orbit');
    const elapsed = Date.now() - started;
    expect(elapsed).toBeGreaterThan(3800);
    // Two scene commits: showing the tunnel and leaving it. Phases change through the store, unseen by React.
    const after = await reactCommits(page);
    const frames = (await rendererInfo(page)).frame - framesBefore;
    expect(after.scene - before.scene).toBeLessThanOrEqual(2);
    // The page commits entering the tunnel, and nothing per frame. (The character's 30 s poll once
    // landed in this window with a burst of commits: every reader of the character re-rendered on
    // the fetch's status. They now re-render only when the data changes; useActiveCharacter.test.tsx.)
    expect(after.page - before.page, `${after.page - before.page} page commits in ${frames} frames`).toBeLessThanOrEqual(3);
  });

  // Low (the graphics setting Low, and where Auto starts on a software renderer) and medium draw
  // the same scenes without bloom, in the same few calls.
  for (const tier of ['medium', 'low'] as const) {
    test(`the ${tier} tier: the same draw calls per scene, no bloom`, async () => {
      await pinQuality(page, tier);
      await showScene(page, 'galaxy');
      await waitFrames(page, 3);
      // The galaxy's three calls, plus the living galaxy's two instanced ones: NPC ships and the
      // pirate and event rings.
      expect((await rendererInfo(page)).calls).toBeLessThanOrEqual(3 + 2);

      await page.evaluate(() => window.__starlane?.scene.hyperspace(4000));
      await waitForScene(page, 'hyperspace');
      await waitFrames(page, 5);
      expect((await rendererInfo(page)).calls).toBeLessThanOrEqual(4);
      await waitForScene(page, 'orbit');

      await waitFrames(page, 3);
      expect((await rendererInfo(page)).calls).toBeLessThanOrEqual(3);
      await showScene(page, 'ground');
      await waitFrames(page, 3);
      expect((await rendererInfo(page)).calls).toBeLessThanOrEqual(4);
    });
  }

  test('orbit shows the character planet, ground its place', async () => {
    await showScene(page, 'orbit');
    await waitFrames(page, 3);
    expect((await pixelStats(page)).variance).toBeGreaterThan(100);
    await saveSceneScreenshot(page, 'orbit');

    await showScene(page, 'ground');
    await waitFrames(page, 3);
    expect((await pixelStats(page)).variance).toBeGreaterThan(100);
    expect(await drawCallsOf(page, 'ground-place-sign')).toBe(1);
    await saveSceneScreenshot(page, 'ground');
  });

  test('a survey marks its deposits on the ground: one draw call, one geometry, one program; a harvest plays at its marker', async () => {
    await pinQuality(page, 'low');
    await showScene(page, 'ground');
    await waitFrames(page, 3);
    const view = page.locator('.scene-canvas');
    // Before a survey the ground has no markers and pays nothing for them.
    await expect(view).toHaveAttribute('data-deposit-markers', '0');
    expect(await drawCallsOf(page, 'ground-deposit-markers')).toBe(-1);
    const before = await rendererInfo(page);

    // Surveying (the Crafting app) marks the deposits in reach where the character stands.
    const datapad = await openApp(page, 'Crafting');
    const deposits = datapad.getByRole('list', { name: 'Deposits in reach' }).getByRole('listitem');
    await expect(deposits.first()).toBeVisible();
    const count = await deposits.count();
    expect(count).toBeGreaterThanOrEqual(2);
    await expect(view).toHaveAttribute('data-deposit-markers', String(count));
    await expect(view).toHaveAttribute('data-deposit-harvested', '0');
    await waitFrames(page, 3);
    expect(await drawCallsOf(page, 'ground-deposit-markers')).toBe(1);
    const after = await rendererInfo(page);
    expect(after.calls).toBe(before.calls + 1);
    expect(after.geometries).toBe(before.geometries + 1);
    expect(after.programs).toBe(before.programs + 1);
    expect(after.textures).toBe(before.textures);

    // A harvest dims its marker and plays its effect there, in the same draw call.
    await datapad.locator('[data-deposit="metal"]').getByRole('button', { name: /^Harvest / }).click();
    await expect(view).toHaveAttribute('data-deposit-harvested', '1');
    await saveSceneScreenshot(page, 'ground-harvest-effect');
    await page.keyboard.press('Escape');
    await expect(datapad).toBeHidden();
    expect(await drawCallsOf(page, 'ground-deposit-markers')).toBe(1);
    expect((await rendererInfo(page)).calls).toBe(before.calls + 1);
    await waitFrames(page, 3);
    await saveSceneScreenshot(page, 'ground-deposits');
  });

  test('switching scenes frees what the old one used: galaxy → tunnel → planet → ground → galaxy ×3', async () => {
    await pinQuality(page, 'high');
    const counts = async () => {
      const { programs, geometries, textures } = await rendererInfo(page);
      return { programs, geometries, textures };
    };
    await showScene(page, 'galaxy');
    await waitFrames(page, 5);
    const baseline = await counts();
    expect(baseline.programs).toBeGreaterThan(0);
    for (let round = 1; round <= 3; round++) {
      for (const kind of ['hyperspace', 'orbit', 'ground', 'galaxy'] as const) {
        await showScene(page, kind);
        await waitFrames(page, 2);
      }
      // react-three-fiber disposes unmounted objects in an idle callback: give it a moment.
      await expect.poll(counts, { message: `after round ${round}`, timeout: 10_000 }).toEqual(baseline);
    }
  });
});

test('players get neither the test hook nor leva; ?debug shows the tuning panel', async ({ page }) => {
  const chunks: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') chunks.push(request.url());
  });
  await playAsNewCharacter(page);
  await page.goto('/game');
  await waitForScene(page, 'galaxy');
  expect(await page.evaluate(() => window.__starlane === undefined)).toBe(true);
  expect(chunks.some((url) => url.includes('GameCanvas'))).toBe(true);
  expect(chunks.some((url) => url.includes('DebugPanel'))).toBe(false);
  await expect(page.getByText('Starlane scene')).toHaveCount(0);

  await page.goto('/game?debug');
  await waitForScene(page, 'galaxy');
  await expect(page.getByText('Starlane scene')).toBeVisible();
  await expect(page.getByText('Galaxy map', { exact: true })).toBeVisible();
  expect(await page.evaluate(() => typeof window.__starlane?.renderer.info)).toBe('function');
});
