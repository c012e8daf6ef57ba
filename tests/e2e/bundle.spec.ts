import { statSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { bundleSizes } from '../../bench/sceneBundle';
import { MIN_COMPRESSED_BYTES } from '../../build/precompressAssets';

const DIST = path.join(process.cwd(), 'dist/client');

// Issue 14: the bytes a visitor waits for before the welcome page paints, counted on the build the
// suite runs against (`npm test` builds it first). Counts don't flake; `npm run bench:scene` prints them too.
test('the entry stays within 100 KB gzipped, the 3D chunk within 360 KB', () => {
  const sizes = bundleSizes(DIST);
  expect(sizes.entry.gzipBytes, `entry: ${sizes.entry.files.join(', ')}`).toBeLessThanOrEqual(100 * 1024);
  expect(sizes.scene.gzipBytes).toBeLessThanOrEqual(360 * 1024);
});

// The sizes above are what a player downloads only if the server sends the build compressed.
test('the server sends the entry and the 3D chunk as the Brotli copies the build wrote', async ({ request }) => {
  const sizes = bundleSizes(DIST);
  const worthCompressing = [...sizes.entry.files, ...sizes.scene.files].filter((file) => statSync(path.join(DIST, file)).size >= MIN_COMPRESSED_BYTES);
  expect(worthCompressing.length).toBeGreaterThanOrEqual(2);
  for (const file of worthCompressing) {
    const response = await request.get(`/${file}`, { headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(response.status(), file).toBe(200);
    expect(response.headers()['content-encoding'], file).toBe('br');
  }
  expect(sizes.entry.brotliBytes).toBeLessThan(sizes.entry.gzipBytes);
});
