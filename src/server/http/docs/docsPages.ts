import type { FastifyInstance } from 'fastify';
import { API_REFERENCE_PATH, API_REFERENCE_SCRIPT_PATH, apiReferencePage, apiReferenceScript } from './apiReferencePage';
import { asyncApiDocument } from './asyncApiDocument';
import { REALTIME_DOCS_PATH, realtimePage } from './realtimePage';
import { registerViewerAssets } from './viewerAssets';

/**
 * The developer documentation (issue 41): pages of their own, served whatever the client mode,
 * sharing nothing with the game's client bundle.
 */
export function docsPageRoutes(app: FastifyInstance): void {
  registerViewerAssets(app);
  app.get(API_REFERENCE_SCRIPT_PATH, (_request, reply) => reply.type('text/javascript; charset=utf-8').header('cache-control', 'no-cache').send(apiReferenceScript));
  app.get(API_REFERENCE_PATH, (_request, reply) => reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(apiReferencePage));
  const realtime = realtimePage(asyncApiDocument());
  app.get(REALTIME_DOCS_PATH, (_request, reply) => reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(realtime));
}
