import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';

/** Every `import … from '…'`, `export … from '…'`, `import '…'` and `import('…')` specifier. */
const SPECIFIER = /(?:\bfrom\s*|\bimport\s*\(?\s*)['"]([^'"]+)['"]/g;

const isSource = (file: string) => /\.(ts|tsx)$/.test(file) && !/\.test\.(ts|tsx)$/.test(file) && !file.endsWith('.d.ts');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return isSource(path) ? [path] : [];
  });
}

/**
 * The file a relative specifier names: TypeScript's resolution of `./x` to `x.ts`, `x.tsx` or
 * `x/index.ts`; undefined when there is none (a specifier inside a string the file generates).
 */
function resolveFile(fromFile: string, specifier: string): string | undefined {
  const target = resolve(dirname(fromFile), specifier);
  const candidates = [target, `${target}.ts`, `${target}.tsx`, join(target, 'index.ts'), join(target, 'index.tsx')];
  return candidates.find((candidate) => existsSync(candidate) && statSync(candidate).isFile()) ;
}

/** The relative imports of one source file, as files. */
function importedFiles(file: string): string[] {
  return [...readFileSync(file, 'utf8').matchAll(SPECIFIER)].flatMap(([, specifier]) => (specifier?.startsWith('.') ? [specifier] : [])).flatMap((specifier) => resolveFile(file, specifier) ?? []);
}

/** Which folder a file (relative to the root, `/`-separated) belongs to, or undefined for none. */
export type FolderOf = (pathInRoot: string) => string | undefined;

/** The folder graph of `root`: for each folder, the folders its non-test sources import (relative specifiers only). */
export function folderGraph(root: string, folderOf: FolderOf): Map<string, Set<string>> {
  const graph = new Map<string, Set<string>>();
  const inRoot = (path: string) => relative(root, path).split(sep).join('/');
  for (const file of sourceFiles(root)) {
    const from = folderOf(inRoot(file));
    if (!from) continue;
    if (!graph.has(from)) graph.set(from, new Set());
    for (const target of importedFiles(file)) {
      if (!target.startsWith(root + sep)) continue;
      const to = folderOf(inRoot(target));
      if (to && to !== from) graph.get(from)!.add(to);
    }
  }
  return graph;
}

/** The strongly connected components of more than one folder (Tarjan), each sorted by name. */
export function folderLoops(graph: Map<string, Set<string>>): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const loops: string[][] = [];
  const visit = (node: string) => {
    index.set(node, next);
    low.set(node, next++);
    stack.push(node);
    onStack.add(node);
    for (const to of graph.get(node) ?? []) {
      if (!index.has(to)) {
        visit(to);
        low.set(node, Math.min(low.get(node)!, low.get(to)!));
      } else if (onStack.has(to)) low.set(node, Math.min(low.get(node)!, index.get(to)!));
    }
    if (low.get(node) !== index.get(node)) return;
    const component: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      component.push(member);
    } while (member !== node);
    if (component.length > 1) loops.push(component.sort());
  };
  for (const node of [...graph.keys()].sort()) if (!index.has(node)) visit(node);
  return loops;
}

/** One import of each loop's folders that closes it, to name in a failure: `a/x.ts → b`. */
export function describeLoop(root: string, folderOf: FolderOf, loop: string[]): string {
  const members = new Set(loop);
  const edges: string[] = [];
  const inRoot = (path: string) => relative(root, path).split(sep).join('/');
  for (const file of sourceFiles(root)) {
    const from = folderOf(inRoot(file));
    if (!from || !members.has(from)) continue;
    for (const target of importedFiles(file)) {
      if (!target.startsWith(root + sep)) continue;
      const to = folderOf(inRoot(target));
      if (to && to !== from && members.has(to)) edges.push(`  ${inRoot(file)} → ${to}`);
    }
  }
  return `${loop.join(' ↔ ')}\n${edges.join('\n')}`;
}
