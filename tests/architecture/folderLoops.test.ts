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

/** Server folders: each `domains/<d>` on its own, every other top-level folder as one; the start files as `start`. */
const serverFolder: FolderOf = (path) => {
  const [top, second] = path.split('/');
  if (top === 'domains') return second && path.includes('/', 'domains/'.length) ? `domains/${second}` : undefined;
  return path.includes('/') ? top : 'start';
};

describe('folder loops', () => {
  it('src/server: no folder imports another in a loop', () => expectNoFolderLoop('src/server', serverFolder));
});
