import { chromium, type LaunchOptions } from '@playwright/test';
import { waitForScene } from '../tests/e2e/support/sceneHook';
import { playAsNewCharacter } from '../tests/e2e/support/scenePlayer';
import { BASELINE_PAGE } from './sceneBaseline';

const VIEWPORT = { width: 1280, height: 800 };
/** Resolves after 120 animation frames: the page's frames composited, as a player's browser has composited others. */
const SHOWN_FRAMES = `new Promise((resolve) => {
  let count = 0;
  const tick = () => (++count < 120 ? requestAnimationFrame(tick) : resolve(count));
  requestAnimationFrame(tick);
})`;

/**
 * Milliseconds from navigation to the first drawn galaxy (`scene:ready`) for a new player opening
 * the game page: in a fresh browser each time, warmed only by the baseline page, since SwiftShader
 * compiles each new kind of drawing once per browser and a browser that has drawn the game before
 * would hide that. One sample swings by a second on this machine, hence several.
 */
export async function firstGalaxyFrameMs(baseUrl: string, runs: number, launchOptions: LaunchOptions): Promise<number[]> {
  const samples: number[] = [];
  for (let run = 0; run < runs; run++) {
    const browser = await chromium.launch(launchOptions);
    try {
      const warm = await browser.newPage({ viewport: VIEWPORT });
      await warm.setContent(BASELINE_PAGE);
      // As the scene benchmark's baseline runs warm its own browser: timed frames, then frames shown.
      await warm.evaluate('window.timeFrames(40)');
      await warm.evaluate(SHOWN_FRAMES);
      await warm.close();
      const page = await browser.newPage({ baseURL: baseUrl, viewport: VIEWPORT });
      page.on('pageerror', (error) => console.error(`page error: ${error.message}`));
      await page.addInitScript(() => {
        window.addEventListener('scene:ready', () => {
          (window as unknown as { __firstReady?: number }).__firstReady ??= performance.now();
        });
      });
      await playAsNewCharacter(page);
      await page.goto('/game?debug=hook');
      await waitForScene(page, 'galaxy');
      samples.push(await page.evaluate(() => (window as unknown as { __firstReady: number }).__firstReady));
    } finally {
      await browser.close();
    }
  }
  return samples;
}
