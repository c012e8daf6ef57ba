import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { chromium, type Browser, type Page } from '@playwright/test';
import { webglBrowser } from '../tests/e2e/support/chromium';
import type { PartyActionResponse, ShopResponse, TravelOptionsResponse } from '../src/shared/api';
import { openApp } from '../tests/e2e/support/datapadApps';
import { settled } from '../tests/e2e/support/datapadPage';
import { flyTo } from '../tests/e2e/support/flyTo';
import { gameApi } from '../tests/e2e/support/gameApi';
import { graphicsStorage } from '../tests/e2e/support/graphics';
import { playAsNewCharacter } from '../tests/e2e/support/scenePlayer';
import { GRAPHICS_STORE_KEY } from '../src/client/stores/graphicsStore';
import { startSceneBenchServer } from './sceneServer';

const ROOT = path.resolve(import.meta.dirname, '..');
const OUT = path.join(ROOT, 'src/client/pages/public/screenshots');
const VIEWPORT = { width: 1280, height: 800 };
/** The committed images: 960 × 600 WebP, small enough for the features page to stay light. */
const WIDTH = 960;
const QUALITY = 0.72;

/** Encodes a PNG screenshot as a scaled WebP in the browser itself (Chromium's encoder; no image library needed). */
async function writeWebp(page: Page, png: Buffer, name: string): Promise<number> {
  const dataUrl = await page.evaluate(
    async ([base64, width, quality]) => {
      const image = new Image();
      image.src = `data:image/png;base64,${base64}`;
      await image.decode();
      const canvas = document.createElement('canvas');
      canvas.width = width;
      canvas.height = Math.round((image.height * width) / image.width);
      const context = canvas.getContext('2d')!;
      context.imageSmoothingQuality = 'high';
      context.drawImage(image, 0, 0, canvas.width, canvas.height);
      return canvas.toDataURL('image/webp', quality);
    },
    [png.toString('base64'), WIDTH, QUALITY] as const,
  );
  const bytes = Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64');
  await writeFile(path.join(OUT, `${name}.webp`), bytes);
  // The full-size PNG beside, outside the tree, for a person to look at.
  if (process.env.SCREENSHOTS_PNG_DIR) await writeFile(path.join(process.env.SCREENSHOTS_PNG_DIR, `${name}.png`), png);
  return bytes.length;
}

async function shoot(page: Page, name: string): Promise<void> {
  await settled(page);
  const size = await writeWebp(page, await page.screenshot(), name);
  console.log(`${name}.webp ${(size / 1024).toFixed(1)} KB`);
}

async function sceneReady(page: Page, kind: string): Promise<void> {
  await page.locator(`.scene-canvas[data-scene-ready="${kind}"]`).waitFor({ state: 'attached', timeout: 120_000 });
  // A few more frames so bloom and the tunnel's streaks have built up.
  const start = await page.evaluate(() => window.__starlane?.renderer.info().frame ?? 0);
  await page.waitForFunction((target) => (window.__starlane?.renderer.info().frame ?? 0) >= target, start + 20, { timeout: 120_000 });
}

async function newPage(browser: Browser, baseURL: string): Promise<Page> {
  const context = await browser.newContext({ baseURL, viewport: VIEWPORT, storageState: graphicsStorage(baseURL, 'off') });
  return context.newPage();
}

/**
 * `npm run screenshots:features`: plays the real game in headless Chromium (SwiftShader for the
 * 3D scenes) on a fresh server and writes the features page's screenshots: the galaxy map with a
 * party-mate marked, the hyperspace tunnel, orbit, and the datapad's market dashboard, ships,
 * contracts, skills, inventory, party with chat, missions and combat.
 */
async function main(): Promise<void> {
  const server = await startSceneBenchServer(ROOT, { GALAXY_SEED: 'starlane', TRAVEL_TIME_SCALE: '0.01' });
  const browser = await chromium.launch(webglBrowser);
  try {
    // The datapad screens over the graphics-Off map (SwiftShader under the datapad's blur is too
    // slow to screenshot), then the 3D scenes at High.
    const page = await newPage(browser, server.baseUrl);
    const friendPage = await newPage(browser, server.baseUrl);
    const me = await playAsNewCharacter(page);
    const friend = await playAsNewCharacter(friendPage);
    await friendPage.goto('/game');
    await page.goto('/game');
    const myApi = gameApi(page, me.id);
    const friendApi = gameApi(friendPage, friend.id);

    // A party of two, the friend one lane away: the map marks where they are.
    const party = await myApi.post<PartyActionResponse>('/api/party/create', { name: 'Starlane Crew' }, 201);
    await friendApi.post('/api/party/join', { join_code: party.party!.join_code });
    const options = await friendApi.get<TravelOptionsResponse>('/api/travel/options');
    await flyTo(friendPage, friend.id, options.destinations.find((d) => d.direct && !d.is_current)!.id);
    // Something in the hold and the inventory, so the screens show a captain at work.
    const shops = await myApi.get<ShopResponse>('/api/shops/current');
    for (const offer of shops.shops[0]?.offers.slice(0, 4) ?? []) {
      await myApi.post('/api/shops/buy', { place_id: shops.shops[0]!.place.id, item_template_id: offer.item_template_id });
    }

    await page.getByRole('region', { name: 'Party on the map' }).waitFor();
    for (const [app, name] of [
      ['Market Analysis', 'market-dashboard'],
      ['Ship Status', 'ship-status'],
      ['Trading Contracts', 'trading-contracts'],
      ['Skills & Training', 'skills'],
      ['Inventory', 'inventory'],
      ['Party Manager', 'party'],
      ['Missions', 'missions'],
      ['Combat', 'combat'],
    ] as const) {
      await openApp(page, app);
      await page.getByRole('dialog', { name: 'Datapad' }).getByRole('region', { name: app === 'Market Analysis' ? /Market/ : app }).first().waitFor();
      await page.waitForLoadState('networkidle');
      await shoot(page, name);
    }
    await page.keyboard.press('Escape');

    await page.evaluate((key) => localStorage.setItem(key, JSON.stringify({ state: { mode: 'high' }, version: 1 })), GRAPHICS_STORE_KEY);
    await page.goto('/game?debug=hook');
    await sceneReady(page, 'galaxy');
    await page.getByRole('region', { name: 'Party on the map' }).waitFor();
    await shoot(page, 'galaxy-map');
    await page.evaluate(() => window.__starlane!.scene.hyperspace(600_000));
    await sceneReady(page, 'hyperspace');
    await shoot(page, 'hyperspace');
    await page.evaluate(() => window.__starlane!.scene.set('orbit'));
    await sceneReady(page, 'orbit');
    await shoot(page, 'orbit');
  } finally {
    await browser.close();
    await server.stop();
  }
}

await main();
