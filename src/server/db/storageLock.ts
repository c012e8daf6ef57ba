import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { link, readFile, rename, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';

/** Thrown when another live process holds the lock: the caller must leave that instance alone. */
export class StorageInUseError extends Error {
  constructor(
    readonly lockFile: string,
    readonly holderPid: number,
  ) {
    super(
      `Another Starlane server (pid ${holderPid}) is already running on this storage (${lockFile}). ` +
        'Stop it first, or start this one with another STORAGE_DIR.',
    );
    this.name = 'StorageInUseError';
  }
}

export interface StorageLock {
  readonly file: string;
  /** Removes the lock file if it is still ours. */
  release(): Promise<void>;
}

interface Holder {
  pid: number;
  /** The kernel's start time of the process (Linux), so a reused pid is not taken for the holder. */
  processStart: string | null;
  host: string;
}

/** Field 22 of /proc/<pid>/stat: when the process started, in clock ticks since boot. */
function processStartOf(pid: number): string | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) may hold spaces and parentheses: count from the last ')'.
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19] ?? null;
  } catch {
    return null;
  }
}

function pidExists(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists, it is just not ours to signal.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

// The lock files this process holds: with our own pid in a lock, this tells a lock we took from one
// a previous process with the same pid left behind (a container restarts as pid 1 every time).
const held = new Set<string>();

/** True while the process that wrote `holder` still runs (same pid, same start time). */
function holderIsAlive(holder: Holder, file: string): boolean {
  if (holder.host !== os.hostname()) return true; // another machine's process: we cannot tell, so assume so
  if (holder.pid === process.pid) return held.has(file);
  if (!pidExists(holder.pid)) return false;
  const start = processStartOf(holder.pid);
  return holder.processStart === null || start === null || start === holder.processStart;
}

async function readHolder(file: string): Promise<Holder | 'missing' | 'unreadable'> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return 'missing';
    throw error;
  }
  try {
    const parsed = JSON.parse(text) as Partial<Holder>;
    if (typeof parsed.pid !== 'number' || typeof parsed.host !== 'string') return 'unreadable';
    return { pid: parsed.pid, host: parsed.host, processStart: typeof parsed.processStart === 'string' ? parsed.processStart : null };
  } catch {
    return 'unreadable';
  }
}

/**
 * Takes `file` as this process's exclusive lock, or throws StorageInUseError when a live process
 * holds it. A lock left by a process that is gone (kill -9, crash, reboot) is taken over.
 * The file appears with its content in one step (`link`), so a reader never sees half a lock.
 */
export async function acquireStorageLock(file: string): Promise<StorageLock> {
  const me: Holder = { pid: process.pid, processStart: processStartOf(process.pid), host: os.hostname() };
  const draft = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  await writeFile(draft, `${JSON.stringify(me)}\n`, { mode: 0o644 });
  try {
    for (let attempt = 0; attempt < 20; attempt += 1) {
      try {
        await link(draft, file);
        held.add(file);
        return { file, release: () => releaseIfOurs(file) };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      }
      const holder = await readHolder(file);
      if (holder === 'missing') continue;
      // Not a lock this code writes (hand-made, truncated by a full disk): treat it as stale.
      if (holder !== 'unreadable' && holderIsAlive(holder, file)) throw new StorageInUseError(file, holder.pid);
      // Stale: move it aside under a name of our own; of two processes recovering at once, one wins the rename.
      const aside = `${file}.stale.${process.pid}.${randomBytes(4).toString('hex')}`;
      try {
        await rename(file, aside);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') continue;
        throw error;
      }
      const moved = await readHolder(aside);
      if (moved !== 'missing' && moved !== 'unreadable' && holderIsAlive(moved, file)) {
        // Another process recovered the stale lock and took it between our read and our rename: give it back.
        await link(aside, file).catch(() => undefined);
        await rm(aside, { force: true });
        throw new StorageInUseError(file, moved.pid);
      }
      await rm(aside, { force: true });
    }
    throw new Error(`Could not take the lock ${file}: it keeps changing hands.`);
  } finally {
    await rm(draft, { force: true });
  }
}

async function releaseIfOurs(file: string): Promise<void> {
  if (!held.delete(file)) return;
  const holder = await readHolder(file);
  if (holder !== 'missing' && holder !== 'unreadable' && holder.pid === process.pid && holder.host === os.hostname()) {
    await rm(file, { force: true });
  }
}
