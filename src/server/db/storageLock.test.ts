import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { acquireStorageLock, StorageInUseError } from './storageLock';

let dir: string;
let file: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'starlane-lock-'));
  file = path.join(dir, 'postgres.lock');
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

function startOf(pid: number): string {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19]!;
}

/** The pid of a process that has come and gone. */
async function deadPid(): Promise<number> {
  const child = spawn(process.execPath, ['-e', '']);
  await new Promise((resolve) => child.once('exit', resolve));
  return child.pid!;
}

const lockOf = (pid: number, processStart: string | null) => JSON.stringify({ pid, processStart, host: os.hostname() });

describe('storage lock', () => {
  it('is taken, refused to a second taker while held, and free again once released', async () => {
    const lock = await acquireStorageLock(file);
    expect(JSON.parse(await readFile(file, 'utf8'))).toMatchObject({ pid: process.pid, host: os.hostname() });
    await expect(acquireStorageLock(file)).rejects.toBeInstanceOf(StorageInUseError);
    await lock.release();
    await expect(readFile(file)).rejects.toMatchObject({ code: 'ENOENT' });
    await (await acquireStorageLock(file)).release();
    // No drafts or set-aside copies left behind.
    expect(await readdir(dir)).toEqual([]);
  });

  it('refuses while another live process holds it, naming that process', async () => {
    const holder = process.ppid;
    await writeFile(file, lockOf(holder, startOf(holder)));
    const refusal = await acquireStorageLock(file).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(StorageInUseError);
    expect((refusal as Error).message).toContain(`pid ${holder}`);
    expect(JSON.parse(await readFile(file, 'utf8')).pid).toBe(holder);
  });

  it('takes over a lock whose process is gone', async () => {
    await writeFile(file, lockOf(await deadPid(), null));
    const lock = await acquireStorageLock(file);
    expect(JSON.parse(await readFile(file, 'utf8')).pid).toBe(process.pid);
    await lock.release();
  });

  it('takes over a lock whose pid now belongs to another process (a different start time)', async () => {
    await writeFile(file, lockOf(process.ppid, '1'));
    const lock = await acquireStorageLock(file);
    expect(JSON.parse(await readFile(file, 'utf8')).pid).toBe(process.pid);
    await lock.release();
  });

  it('takes over a lock file it cannot read', async () => {
    await writeFile(file, 'not a lock');
    const lock = await acquireStorageLock(file);
    expect(JSON.parse(await readFile(file, 'utf8')).pid).toBe(process.pid);
    await lock.release();
    // The unreadable file was set aside and removed, not left beside the lock.
    expect(await readdir(dir)).toEqual([]);
  });

  it('does not remove a lock another process took over after ours went stale', async () => {
    const lock = await acquireStorageLock(file);
    const other = process.ppid;
    await writeFile(file, lockOf(other, startOf(other)));
    await lock.release();
    expect(JSON.parse(await readFile(file, 'utf8')).pid).toBe(other);
  });
});
