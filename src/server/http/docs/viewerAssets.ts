import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';

/** Where the reference page's viewer files are served: outside the client build, so the game's entry never carries them. */
export const VIEWER_ASSETS_PREFIX = '/docs/assets/';

/** The files of Scalar's own browser build the page loads (its styles ride in the script), and their types. */
const VIEWER_FILES: Record<string, string> = {
  'standalone.js': 'text/javascript; charset=utf-8',
};

// The package exports no package.json: its main module sits in dist/, beside the browser build.
const viewerDir = () => path.join(path.dirname(createRequire(import.meta.url).resolve('@scalar/api-reference')), 'browser');

interface Asset {
  plain: Buffer;
  gzip: Buffer;
}

/**
 * Serves the viewer's files from its npm package, each read and gzipped once, on its first request
 * (only visitors of the reference page pay for it), then kept for a day in the browser's cache.
 */
export function registerViewerAssets(app: FastifyInstance): void {
  const cache = new Map<string, Promise<Asset>>();
  const load = (file: string) =>
    readFile(path.join(viewerDir(), file)).then((plain) => ({ plain, gzip: gzipSync(plain, { level: 9 }) }));
  for (const [file, type] of Object.entries(VIEWER_FILES)) {
    app.get(`${VIEWER_ASSETS_PREFIX}${file}`, async (request, reply) => {
      let asset = cache.get(file);
      if (!asset) cache.set(file, (asset = load(file)));
      const { plain, gzip } = await asset;
      reply.type(type).header('cache-control', 'public, max-age=86400').header('vary', 'accept-encoding');
      const acceptsGzip = /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''));
      return acceptsGzip ? reply.header('content-encoding', 'gzip').send(gzip) : reply.send(plain);
    });
  }
}
