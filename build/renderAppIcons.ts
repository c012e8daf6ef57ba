// Renders the home-screen icons of the web app manifest (public/icons) from assets/favicon.svg with
// Debian's Chromium, so the PNGs a phone installs are drawn from the one logo: `npx tsx build/renderAppIcons.ts`.
import { readFile } from 'node:fs/promises';
import { chromium } from '@playwright/test';
import { softwareBrowser } from '../tests/e2e/support/chromium';

const logo = await readFile(new URL('../assets/favicon.svg', import.meta.url), 'utf8');
const browser = await chromium.launch(softwareBrowser);
const page = await browser.newPage();
/** `any` icons are the logo edge to edge; the `maskable` one keeps it inside the safe circle a launcher crops to. */
const icons = [
  { file: 'icon-192.png', size: 192, inset: 0 },
  { file: 'icon-512.png', size: 512, inset: 0 },
  { file: 'icon-maskable-512.png', size: 512, inset: 0.12 },
];
for (const { file, size, inset } of icons) {
  const drawn = size - 2 * Math.round(size * inset);
  await page.setViewportSize({ width: size, height: size });
  await page.setContent(`<body style="margin:0;display:grid;place-items:center;width:${size}px;height:${size}px;background:#050914">${logo.replace('<svg ', `<svg width="${drawn}" height="${drawn}" `)}</body>`);
  await page.screenshot({ path: new URL(`../public/icons/${file}`, import.meta.url).pathname });
}
await browser.close();
