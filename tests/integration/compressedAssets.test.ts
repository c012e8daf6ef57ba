import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { writeCompressedForms } from '../../build/precompressAssets';
import { useTestApp } from '../support/testApp';

/** A built script large enough to compress, and one too small to. */
const SCRIPT = `export const stars = [${Array.from({ length: 400 }, (_, i) => `"star ${i}"`).join(',')}];\n`;
const TINY = 'console.log(1);';
const context = useTestApp({}, { builtClientAssets: { 'game-1234.js': SCRIPT, 'tiny-1234.js': TINY } });

// As the build's precompress plugin writes them.
beforeAll(async () => {
  for (const [name, content] of [['game-1234.js', SCRIPT], ['tiny-1234.js', TINY]] as const) {
    await writeCompressedForms(path.join(context.distDir as string, 'assets', name), content);
  }
});

const get = (url: string, acceptEncoding?: string) =>
  context.app.inject({ method: 'GET', url, headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding } });

describe('the built client is sent compressed', () => {
  it('sends Brotli to a browser that accepts it, as a cacheable script that varies by encoding', async () => {
    const response = await get('/assets/game-1234.js', 'gzip, deflate, br, zstd');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/^(text|application)\/javascript/);
    expect(response.headers.vary).toContain('accept-encoding');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.rawPayload.length).toBeLessThan(SCRIPT.length / 4);
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(SCRIPT);
  });

  it('sends gzip where Brotli is not accepted, and the plain file where nothing is', async () => {
    const gzipped = await get('/assets/game-1234.js', 'gzip, deflate');
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzipped.rawPayload).toString()).toBe(SCRIPT);

    const plain = await get('/assets/game-1234.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toContain('accept-encoding');
    expect(plain.body).toBe(SCRIPT);
  });

  it('sends a file too small to gain from compression as it is', async () => {
    const response = await get('/assets/tiny-1234.js', 'gzip, deflate, br');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body).toBe(TINY);
  });
});
