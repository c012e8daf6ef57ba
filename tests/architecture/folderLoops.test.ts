import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { describeLoop, folderGraph, folderLoops, type FolderOf } from './importGraph';

/**
 * No folder imports another in a loop (issue 36): a loop means neither side can be read, tested or
 * moved alone. Each root names its own folders; a new root is one more `expectNoFolderLoop` line.
 */
function expectNoFolderLoop(root: string, folderOf: FolderOf) {
  const absolute = resolve(__dirname, '../..', root);
  const loops = folderLoops(folderGraph(absolute, folderOf));
  expect(loops.map((loop) => describeLoop(absolute, folderOf, loop)), `folder loops under ${root}`).toEqual([]);
}

/**
 * Server folders: each `domains/<d>` on its own, every other top-level folder as one; of the files
 * at the top, `config.ts` belongs to the base floor (the database, http and realtime read it) and
 * the others (main, app, deps, tickTasks, clientBuild) are the start.
 */
const serverFolder: FolderOf = (path) => {
  const parts = path.split('/');
  if (parts.length === 1) return path === 'config.ts' ? 'config' : 'start';
  return parts[0] === 'domains' ? `domains/${parts[1]}` : parts[0];
};

/** Client folders: each top-level folder (a feature, `app`, `api`, `stores`, `ui` …) as one; the root files are the boot. */
const clientFolder: FolderOf = (path) => {
  const parts = path.split('/');
  return parts.length === 1 ? 'boot' : parts[0];
};

describe('folder loops', () => {
  it('src/server: no folder imports another in a loop', () => expectNoFolderLoop('src/server', serverFolder));
  it('src/client: no folder imports another in a loop', () => expectNoFolderLoop('src/client', clientFolder));
});
