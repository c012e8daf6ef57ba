import path from 'node:path';
import { expect, test } from '@playwright/test';
import { bundleSizes } from '../../bench/sceneBundle';

// Issue 14: the bytes a visitor waits for before the welcome page paints, counted on the build the
// suite runs against (`npm test` builds it first). Counts don't flake; `npm run bench:scene` prints them too.
test('the entry stays within 100 KB gzipped, the 3D chunk within 360 KB', () => {
  const sizes = bundleSizes(path.join(process.cwd(), 'dist/client'));
  expect(sizes.entry.gzipBytes, `entry: ${sizes.entry.files.join(', ')}`).toBeLessThanOrEqual(100 * 1024);
  expect(sizes.scene.gzipBytes).toBeLessThanOrEqual(360 * 1024);
});
