import { readFile } from 'node:fs/promises';
import path from 'node:path';
import middie from '@fastify/middie';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { messages } from '../../shared/api';
import { renderPage } from './renderPage';
import { pageCsrfToken } from './session';

type Template = (url: string) => Promise<string>;

function isPageRequest(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  if (request.url.startsWith('/api/') || request.url.startsWith('/broadcasting/')) return false;
  return !/\.[a-z0-9]+$/i.test(request.url.split('?')[0] ?? '');
}

async function sendPage(request: FastifyRequest, reply: FastifyReply, template: Template): Promise<FastifyReply> {
  const csrfToken = await pageCsrfToken(request, reply);
  const html = renderPage(await template(request.url), csrfToken, request.server.realtime.clientConfig(request));
  return reply.header('cache-control', 'no-store').type('text/html; charset=utf-8').send(html);
}

/**
 * Unknown API paths get JSON 404s; any other GET is a page of the SPA, with its CSRF token. The
 * same page answers a browser's navigation to a contract GET outside `/api/` (`/user/api-tokens`:
 * `pageForBrowserNavigation`, the route-level hook `serveRoute` gives those routes).
 */
function registerPageFallback(app: FastifyInstance, template: Template): void {
  app.sendClientPage = (request, reply) => sendPage(request, reply, template);
  app.setNotFoundHandler(async (request: FastifyRequest, reply: FastifyReply) => {
    if (!isPageRequest(request)) return reply.status(404).send({ message: messages.notFound });
    return sendPage(request, reply, template);
  });
}

/** Serves the built client from `distDir` (production and tests). */
export async function serveBuiltClient(app: FastifyInstance, distDir: string): Promise<void> {
  const template = await readFile(path.join(distDir, 'index.html'), 'utf8');
  await app.register(fastifyStatic, {
    root: distDir,
    index: false,
    wildcard: false,
    // The build writes a Brotli and a gzip copy of each asset (build/precompressAssets.ts): each
    // browser gets the smallest form it accepts, with nothing compressed per request.
    preCompressed: true,
    setHeaders: (res, file) => {
      if (file.includes(`${path.sep}assets${path.sep}`)) res.header('cache-control', 'public, max-age=31536000, immutable');
    },
  });
  registerPageFallback(app, async () => template);
}

/** Serves the client through Vite in middleware mode with hot reload (development). */
export async function serveDevClient(app: FastifyInstance, root: string): Promise<void> {
  const { createServer } = await import('vite');
  const vite = await createServer({ root, server: { middlewareMode: true, hmr: { server: app.server } }, appType: 'custom' });
  app.addHook('onClose', async () => vite.close());
  // Vite answers module and asset requests and passes everything else on to Fastify's routes.
  await app.register(middie);
  app.use(vite.middlewares);
  registerPageFallback(app, async (url) => {
    const html = await readFile(path.join(root, 'index.html'), 'utf8');
    return vite.transformIndexHtml(url, html);
  });
}
