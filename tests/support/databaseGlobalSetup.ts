import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../src/server/db/database';
import { startEmbeddedPostgres, takeOverEmbeddedPostgresShutdown } from '../../src/server/db/embeddedPostgres';
import { runMigrations } from '../../src/server/db/migrate';
import { seedContent } from '../../src/server/db/seed/seedContent';

export const TEMPLATE_DATABASE = 'starlane_template';
export const TEST_GALAXY_SEED = 'starlane-tests';

declare module 'vitest' {
  export interface ProvidedContext {
    postgresAdminUrl: string;
  }
}

/** One embedded PostgreSQL for the run, with a migrated and seeded template database. */
export default async function setup(project: TestProject) {
  // The package's beforeExit hook ends the process with code 0 once Vitest's event loop drains,
  // erasing the exit code 1 Vitest sets for a failed test: a failing server test passed `npm test`.
  // The teardown below stops the server itself.
  takeOverEmbeddedPostgresShutdown();
  const dir = await mkdtemp(path.join(os.tmpdir(), 'starlane-test-pg-'));
  const server = await startEmbeddedPostgres(path.join(dir, 'data'), TEMPLATE_DATABASE);
  const template = openDatabase(server.urlFor(TEMPLATE_DATABASE), { poolSize: 2 });
  await runMigrations(template);
  await seedContent(template, TEST_GALAXY_SEED);
  await template.destroy();
  project.provide('postgresAdminUrl', server.urlFor('postgres'));
  return async () => {
    await server.stop();
    await rm(dir, { recursive: true, force: true });
  };
}
