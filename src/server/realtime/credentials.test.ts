import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { loadOrCreateCredentials } from './credentials';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'starlane-credentials-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('realtime credentials', () => {
  it('generates development credentials on first start, readable by the owner only, and reuses them', async () => {
    const lines: string[] = [];
    const first = await loadOrCreateCredentials(dir, (line) => lines.push(line));
    expect(first.appId).toMatch(/^\d+$/);
    expect(first.key).toMatch(/^[0-9a-f]{20}$/);
    expect(first.secret).toMatch(/^[0-9a-f]{40}$/);
    expect((await stat(path.join(dir, 'realtime.json'))).mode & 0o777).toBe(0o600);
    expect(lines).toEqual([expect.stringContaining('generated development credentials')]);

    expect(await loadOrCreateCredentials(dir, (line) => lines.push(line))).toEqual(first);
    expect(lines).toHaveLength(1);
    expect(JSON.parse(await readFile(path.join(dir, 'realtime.json'), 'utf8'))).toEqual(first);
  });

  it('refuses a damaged credentials file instead of silently replacing it', async () => {
    await writeFile(path.join(dir, 'realtime.json'), '{"key":"x"}');
    await expect(loadOrCreateCredentials(dir, () => undefined)).rejects.toThrow(/not a valid credentials file/);
  });

  it("takes Laravel's PUSHER_APP_ID, PUSHER_APP_KEY and PUSHER_APP_SECRET, all three or none", () => {
    const pusher = { PUSHER_APP_ID: '42', PUSHER_APP_KEY: 'starlane-key', PUSHER_APP_SECRET: 'a-secret-of-some-length' };
    expect(loadConfig(pusher).pusher).toEqual({ appId: '42', key: 'starlane-key', secret: 'a-secret-of-some-length' });
    expect(loadConfig({}).pusher).toBeUndefined();
    expect(() => loadConfig({ PUSHER_APP_KEY: 'starlane-key' })).toThrow(/must be set together/);
  });
});
