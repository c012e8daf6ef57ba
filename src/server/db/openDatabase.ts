import path from 'node:path';
import { openDatabase, type DatabaseLimits, type Db } from './database';
import { startEmbeddedPostgres } from './embeddedPostgres';
import { runMigrations } from './migrate';
import { seedContent } from './seed/seedContent';

/** What opening the database needs from the config (config.ts imports db/, so db/ names its own needs). */
export interface DatabaseConfig {
  databaseUrl: string | undefined;
  databaseLimits: DatabaseLimits;
  storageDir: string;
  galaxySeed: string;
}

export interface OpenedDatabase {
  db: Db;
  /** Where it lives, without the password. */
  description: string;
  close(): Promise<void>;
}

/**
 * The game's database, migrated and seeded: `DATABASE_URL` when set, else the embedded
 * PostgreSQL cluster under `<storage>/postgres`, started here and stopped by `close()`.
 */
export async function openConfiguredDatabase(config: DatabaseConfig, log: (line: string) => void): Promise<OpenedDatabase> {
  let url = config.databaseUrl;
  let stopEmbedded: (() => Promise<void>) | undefined;
  if (!url) {
    const embedded = await startEmbeddedPostgres(path.join(config.storageDir, 'postgres'), 'starlane');
    url = embedded.urlFor('starlane');
    stopEmbedded = () => embedded.stop();
  }
  const db = openDatabase(url, config.databaseLimits);
  try {
    const migrated = await runMigrations(db);
    if (migrated.length > 0) log(`applied migrations: ${migrated.join(', ')}`);
    const seeded = await seedContent(db, config.galaxySeed);
    if (seeded.length > 0) log(`seeded: ${seeded.join(', ')} (GALAXY_SEED=${config.galaxySeed})`);
  } catch (error) {
    await db.destroy();
    await stopEmbedded?.();
    throw error;
  }
  return {
    db,
    description: url.replace(/\/\/([^:@/]+):[^@/]+@/, '//$1:***@'),
    close: async () => {
      await db.destroy();
      await stopEmbedded?.();
    },
  };
}
