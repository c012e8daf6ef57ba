import path from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { swiftShaderGpuBrowser, webglBrowser } from '../tests/e2e/support/chromium';
import type { QualityTier } from '../src/client/scene/math/quality';
import type { SceneKind } from '../src/client/scene/sceneStore';
import { generatedGalaxyMap } from '../tests/e2e/support/sceneGalaxy';
import { playAsNewCharacter } from '../tests/e2e/support/scenePlayer';
import { BASELINE_PAGE } from './sceneBaseline';
import { bundleSizes } from './sceneBundle';
import { firstGalaxyFrameMs } from './sceneFirstFrame';
import { startSceneBenchServer } from './sceneServer';

const ROOT = path.resolve(import.meta.dirname, '..');
const SECONDS = Number(process.env.BENCH_SECONDS ?? 3);
const FRAMES = Number(process.env.BENCH_FRAMES ?? 40);
const FIRST_FRAME_RUNS = Number(process.env.BENCH_FIRST_FRAME_RUNS ?? 5);
const VIEWPORT = { width: 1280, height: 800 };
/** A player's browser without a GPU (the default), or `swiftshader-gpu`: the forced setup earlier figures came from. */
const BROWSER =
  process.env.BENCH_BROWSER === 'swiftshader-gpu'
    ? { name: "SwiftShader as the whole page's GPU (forced)", launch: swiftShaderGpuBrowser }
    : { name: 'software compositing, WebGL on SwiftShader', launch: webglBrowser };

interface SceneFigures {
  name: string;
  medianMs: number;
  intervalMs: number;
  calls: number;
  triangles: number;
  heapMb: number;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

/**
 * Median cost of one whole frame: `FRAMES` frames rendered back to back, each waited for until
 * the GPU has finished it. Comparable between pages, unlike rAF intervals, which the 60 Hz cap
 * rounds to 16.7 ms steps on any page that keeps up.
 */
async function medianFrameCostMs(page: Page, timeFrames: string): Promise<number> {
  await page.waitForTimeout(800);
  // A string, not a function: tsx would wrap inner functions in a helper the page doesn't have.
  return median((await page.evaluate(`${timeFrames}(${FRAMES})`)) as number[]);
}

/** Median interval between animation frames over `seconds` under the browser's normal cap. */
async function medianIntervalMs(page: Page, seconds: number): Promise<number> {
  const deltas = (await page.evaluate(`new Promise((resolve) => {
    const out = [];
    let last = null;
    let start = null;
    const tick = (t) => {
      if (last !== null) out.push(t - last);
      last = t;
      start ??= t;
      if (t - start < ${seconds * 1000}) requestAnimationFrame(tick);
      else resolve(out);
    };
    requestAnimationFrame(tick);
  })`)) as number[];
  return median(deltas);
}

async function heapMb(page: Page): Promise<number> {
  const cdp = await page.context().newCDPSession(page);
  const { usedSize } = (await cdp.send('Runtime.getHeapUsage')) as { usedSize: number };
  await cdp.detach();
  return usedSize / 1024 / 1024;
}

async function ready(page: Page, kind: SceneKind): Promise<void> {
  await page.locator(`.scene-canvas[data-scene-ready="${kind}"]`).waitFor({ state: 'attached', timeout: 120_000 });
}

async function measureScene(page: Page, name: string, setup: () => Promise<void>): Promise<SceneFigures> {
  await setup();
  const medianMs = await medianFrameCostMs(page, 'window.__starlane.renderer.timeFrames');
  const intervalMs = await medianIntervalMs(page, SECONDS);
  const info = await page.evaluate(() => window.__starlane!.renderer.info());
  return { name, medianMs, intervalMs, calls: info.calls, triangles: info.triangles, heapMb: await heapMb(page) };
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/**
 * `npm run bench:scene`: per scene, the median frame time in headless Chromium as a player without
 * a GPU has it (software compositing, WebGL on SwiftShader; no frame-rate cap) and its ratio to a
 * bare 1000-point WebGL page in the same run; draw calls, triangles, JS heap, time to the first
 * drawn galaxy (the median of fresh browsers, `sceneFirstFrame.ts`), and the gzip sizes of the
 * entry and 3D chunks.
 * Prints figures against the issue's targets; it is not a test.
 */
async function main(): Promise<void> {
  const sizes = bundleSizes(path.join(ROOT, 'dist/client'));
  const server = await startSceneBenchServer(ROOT);
  const browser = await chromium.launch(BROWSER.launch);
  try {
    // The baseline is measured five times, three before the scenes and twice after them (with the
    // game's page closed: its frames would queue in the same GPU process), and its median divides
    // them: one short run of a 2 ms frame swings from 1.5 to 3.3 ms with whatever else the machine
    // does, and three runs left the median swinging too.
    const baselineRuns: number[] = [];
    const measureBaseline = async (runs: number) => {
      const baselinePage = await browser.newPage({ viewport: VIEWPORT });
      await baselinePage.setContent(BASELINE_PAGE);
      for (let run = 0; run < runs; run++) baselineRuns.push(await medianFrameCostMs(baselinePage, 'window.timeFrames'));
      const intervalMs = await medianIntervalMs(baselinePage, SECONDS);
      await baselinePage.close();
      return intervalMs;
    };
    const baselineIntervalMs = await measureBaseline(3);

    const page = await browser.newPage({ baseURL: server.baseUrl, viewport: VIEWPORT });
    page.on('pageerror', (error) => console.error(`page error: ${error.message}`));
    page.on('console', (message) => {
      if (message.type() === 'error') console.error(`page console: ${message.text()}`);
    });
    await playAsNewCharacter(page);
    await page.goto('/game?debug=hook');
    await ready(page, 'galaxy');

    // Comparable with the baseline: full DPR, no bloom. The tunnel is measured again with bloom.
    const pin = (tier: QualityTier, bloom: boolean) =>
      page.evaluate(
        ([t, b]) => {
          window.__starlane!.quality.pin(t);
          window.__starlane!.tuning.set({ bloom: b });
        },
        [tier, bloom] as const,
      );
    const show = async (kind: SceneKind) => {
      await page.evaluate((k) => window.__starlane!.scene.set(k), kind);
      await ready(page, kind);
    };
    const scenes: SceneFigures[] = [];
    scenes.push(await measureScene(page, 'galaxy (24 systems)', () => pin('high', false)));
    scenes.push(
      await measureScene(page, 'galaxy (1000 systems)', async () => {
        const map = generatedGalaxyMap(1000);
        await page.evaluate((m) => window.__starlane!.galaxy.load(m), map);
      }),
    );
    scenes.push(await measureScene(page, 'hyperspace', () => show('hyperspace')));
    scenes.push(await measureScene(page, 'hyperspace + bloom', () => pin('high', true)));
    scenes.push(
      await measureScene(page, 'orbit', async () => {
        await pin('high', false);
        await show('orbit');
      }),
    );
    scenes.push(await measureScene(page, 'ground', () => show('ground')));
    // From another scene each time, so `ready` waits for this setting's first frame.
    const fight = async (setting: 'ground' | 'orbit') => {
      await show('galaxy');
      await page.evaluate((s) => window.__starlane!.combat.show(s), setting);
      await ready(page, 'combat');
    };
    scenes.push(await measureScene(page, 'fight on the ground', () => fight('ground')));
    scenes.push(await measureScene(page, 'fight in orbit', () => fight('orbit')));
    await page.close();
    await measureBaseline(2);
    const baselineMs = median(baselineRuns);
    const firstFrames = await firstGalaxyFrameMs(server.baseUrl, FIRST_FRAME_RUNS, BROWSER.launch);
    const firstFrameMs = median(firstFrames);

    console.log(`Starlane scene benchmark: headless Chromium (${BROWSER.name}), ${VIEWPORT.width}×${VIEWPORT.height}, DPR 1`);
    console.log(`frame = median cost of ${FRAMES} frames rendered back to back, each read back from the GPU; rAF = median interval under the 60 Hz cap\n`);
    const row = (cells: string[]) => console.log(cells.map((c, i) => (i === 0 ? c.padEnd(24) : c.padStart(11))).join(' '));
    row(['scene', 'frame', '× baseline', 'rAF', 'draw calls', 'triangles', 'JS heap']);
    row(['bare 1000 points', `${baselineMs.toFixed(2)} ms`, '1.00', `${baselineIntervalMs.toFixed(1)} ms`, '1', '0', '']);
    console.log(`  (baseline runs, three before the scenes and two after: ${baselineRuns.map((ms) => ms.toFixed(2)).join(' / ')} ms; the median divides)`);
    for (const s of scenes) {
      row([s.name, `${s.medianMs.toFixed(2)} ms`, (s.medianMs / baselineMs).toFixed(2), `${s.intervalMs.toFixed(1)} ms`, String(s.calls), String(s.triangles), `${s.heapMb.toFixed(1)} MB`]);
    }
    const galaxy = scenes[0] as SceneFigures;
    const verdict = (ok: boolean) => (ok ? 'meets target' : 'MISSES target');
    console.log(`\ntime to first galaxy frame (navigation → scene:ready), median of ${firstFrames.length} fresh browsers: ${firstFrameMs.toFixed(0)} ms`);
    console.log(`  (each run: ${firstFrames.map((ms) => ms.toFixed(0)).join(' / ')} ms)`);
    console.log(`first galaxy frame ≤ 1000 ms: ${verdict(firstFrameMs <= 1000)}`);
    console.log(`galaxy frame time ${(galaxy.medianMs / baselineMs).toFixed(2)} × baseline (target ≤ 3): ${verdict(galaxy.medianMs <= baselineMs * 3)}`);
    // Issue 14: every scene within 4× the baseline, hyperspace with bloom within 8×.
    const over = scenes.filter((s) => s.medianMs > baselineMs * (s.name.includes('bloom') ? 8 : 4)).map((s) => s.name);
    console.log(`every scene ≤ 4× baseline (bloom ≤ 8×): ${over.length === 0 ? 'meets target' : `MISSES target (${over.join(', ')})`}`);
    console.log(`entry bundle ${kb(sizes.entry.gzipBytes)} gz (${kb(sizes.entry.brotliBytes)} as sent, Brotli) in ${sizes.entry.files.length} files (target ≤ 100 KB): ${verdict(sizes.entry.gzipBytes <= 100 * 1024)}`);
    console.log(`3D chunk     ${kb(sizes.scene.gzipBytes)} gz (${kb(sizes.scene.brotliBytes)} as sent, Brotli) in ${sizes.scene.files.length} files (target ≤ 360 KB): ${verdict(sizes.scene.gzipBytes <= 360 * 1024)}`);
    console.log(`lazy extras: bloom ${kb(sizes.bloom.gzipBytes)} gz (high tier only), leva panel ${kb(sizes.debugPanel.gzipBytes)} gz (?debug only)`);
  } finally {
    await browser.close();
    await server.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
