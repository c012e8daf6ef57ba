import { expect, test } from '@playwright/test';
import { expectFitsViewport } from './support/fitsViewport';
import { playNewcomerPath, pressCounter } from './support/newcomerPath';

// A jump at the e2e time scale takes seconds, but a loaded machine answers slowly.
test.describe.configure({ timeout: 300_000 });

/** A phone and a tablet held upright, with touch: the sizes issue 42 plays the game at. */
const HANDHELDS = [
  { name: 'a phone', viewport: { width: 390, height: 844 } },
  { name: 'a tablet', viewport: { width: 768, height: 1024 } },
] as const;

for (const device of HANDHELDS) {
  test.describe(`on ${device.name} (${device.viewport.width} × ${device.viewport.height}, touch)`, () => {
    test.use({ viewport: device.viewport, isMobile: true, hasTouch: true, deviceScaleFactor: 1 });

    test('a newcomer plays the first trade run by touch, and nothing leaves the screen', async ({ page }, testInfo) => {
      const player = pressCounter('tap');
      await playNewcomerPath(
        page,
        player,
        (file) => page.screenshot({ path: testInfo.outputPath(file) }),
        (where) => expectFitsViewport(page, where),
      );
    });

    test('the game installs to a home screen: the manifest, its icons, and a page drawn edge to edge', async ({ page, request }) => {
      await page.goto('/');
      const manifestHref = await page.locator('link[rel="manifest"]').getAttribute('href');
      const manifest = await (await request.get(manifestHref ?? '')).json();
      expect(manifest).toMatchObject({ name: 'Starlane', start_url: '/game', display: 'fullscreen' });
      for (const icon of manifest.icons as { src: string; type: string }[]) {
        const answer = await request.get(icon.src);
        expect(answer.status(), icon.src).toBe(200);
        expect(answer.headers()['content-type']).toBe(icon.type);
      }
      expect(await page.locator('meta[name="viewport"]').getAttribute('content')).toContain('viewport-fit=cover');
    });
  });
}
