import { randomBytes, randomInt } from 'node:crypto';
import { chmod, mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';

import type { PusherCredentials } from '../config';

export type { PusherCredentials };

const stored = z.object({
  appId: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/),
  key: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/),
  secret: z.string().min(16),
});

/** Fresh random credentials (tests and first start). */
export function generateCredentials(): PusherCredentials {
  return {
    appId: String(randomInt(100_000, 1_000_000)),
    key: randomBytes(10).toString('hex'),
    secret: randomBytes(20).toString('hex'),
  };
}

/**
 * Development credentials kept in `<storage>/realtime.json`: generated on first start and reused,
 * so a restarted server accepts the signatures its clients and scripts already hold.
 */
export async function loadOrCreateCredentials(storageDir: string, log: (line: string) => void): Promise<PusherCredentials> {
  const file = path.join(storageDir, 'realtime.json');
  try {
    const parsed = stored.safeParse(JSON.parse(await readFile(file, 'utf8')));
    if (parsed.success) return parsed.data;
    throw new Error(`${file} is not a valid credentials file; remove it to generate new credentials`);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const credentials = generateCredentials();
  await mkdir(storageDir, { recursive: true });
  // The secret signs channel authorisations: readable by this user only.
  await writeFile(file, `${JSON.stringify(credentials, null, 2)}\n`, { mode: 0o600, flag: 'wx' });
  await chmod(file, 0o600);
  log(`realtime: generated development credentials in ${file} (set PUSHER_APP_ID, PUSHER_APP_KEY, PUSHER_APP_SECRET to choose your own)`);
  return credentials;
}
