import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * What is worth compressing: the scripts, style sheets and SVG images the browser fetches, from
 * 1 KB up (a smaller file gains less than its headers). Not the page template, which the server
 * fills in per request.
 */
const COMPRESSIBLE = /\.(js|mjs|css|svg|json)$/;
export const MIN_COMPRESSED_BYTES = 1024;

/** The Brotli (`.br`) and gzip (`.gz`) forms of `file`, whose content is `text`, written beside it. */
export async function writeCompressedForms(file: string, text: string | Uint8Array): Promise<void> {
  const content = typeof text === 'string' ? Buffer.from(text) : text;
  if (content.length < MIN_COMPRESSED_BYTES) return;
  const [br, gz] = await Promise.all([
    brotli(content, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: content.length } }),
    gzipAsync(content, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
}

/**
 * Writes a Brotli and a gzip copy beside every built script, style sheet and SVG image, once at
 * build time at the highest settings, so the server sends each browser the smallest form it
 * accepts (@fastify/static's `preCompressed`) without compressing per request.
 */
export function precompressAssets(): Plugin {
  return {
    name: 'starlane:precompress-assets',
    apply: 'build',
    async writeBundle(options, bundle) {
      const dir = options.dir ?? '';
      // From the bundle in memory: the files were just written, no need to read them back.
      const outputs = Object.values(bundle).filter((output) => COMPRESSIBLE.test(output.fileName));
      await Promise.all(outputs.map((output) => writeCompressedForms(path.join(dir, output.fileName), output.type === 'chunk' ? output.code : output.source)));
    },
  };
}
