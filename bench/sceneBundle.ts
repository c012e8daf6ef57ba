import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

export interface ChunkSizes {
  files: string[];
  bytes: number;
  gzipBytes: number;
  /** What a browser that accepts Brotli downloads: the build's `.br` copy where it wrote one. */
  brotliBytes: number;
}

/** Static imports of a built chunk (`import … from "./x.js"`, and bare `import "./x.js"`). */
function staticImports(dist: string, file: string): string[] {
  const code = readFileSync(path.join(dist, file), 'utf8');
  const found = new Set<string>();
  for (const match of code.matchAll(/(?:^|[;}\s])import\s*(?:[^'"();]*?from\s*)?["'](\.\/[^"']+\.js)["']/g)) {
    found.add(path.posix.join(path.posix.dirname(file), match[1] as string));
  }
  return [...found];
}

/** A chunk and everything it imports statically, as paths under dist. */
function closure(dist: string, entry: string): Set<string> {
  const seen = new Set<string>();
  const queue = [entry];
  while (queue.length > 0) {
    const file = queue.pop() as string;
    if (seen.has(file)) continue;
    seen.add(file);
    queue.push(...staticImports(dist, file));
  }
  return seen;
}

function measure(dist: string, files: Iterable<string>): ChunkSizes {
  const list = [...files].sort();
  let bytes = 0;
  let gzipBytes = 0;
  let brotliBytes = 0;
  for (const file of list) {
    const content = readFileSync(path.join(dist, file));
    const brotliCopy = path.join(dist, `${file}.br`);
    bytes += content.length;
    gzipBytes += gzipSync(content, { level: 9 }).length;
    brotliBytes += existsSync(brotliCopy) ? statSync(brotliCopy).size : content.length;
  }
  return { files: list, bytes, gzipBytes, brotliBytes };
}

/**
 * Sizes of the built client: the entry (what index.html loads before any page), the 3D chunk
 * (the GameCanvas chunk and its static imports that the entry doesn't already bring), and the
 * optional lazy chunks (bloom, the leva debug panel).
 */
export function bundleSizes(dist: string): { entry: ChunkSizes; scene: ChunkSizes; bloom: ChunkSizes; debugPanel: ChunkSizes } {
  const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
  const entryFile = /<script type="module"[^>]*src="\/([^"]+)"/.exec(html)?.[1];
  if (!entryFile) throw new Error('no entry script in dist/client/index.html');
  const entry = closure(dist, entryFile);
  const assets = readdirJs(dist);
  const find = (prefix: string) => {
    const file = assets.find((f) => path.posix.basename(f).startsWith(`${prefix}-`));
    if (!file) throw new Error(`no ${prefix} chunk in the build`);
    return file;
  };
  const only = (root: string, exclude: Set<string>) => [...closure(dist, root)].filter((f) => !exclude.has(f));
  const scene = new Set(only(find('GameCanvas'), entry));
  return {
    entry: measure(dist, entry),
    scene: measure(dist, scene),
    bloom: measure(dist, only(find('Bloom'), new Set([...entry, ...scene]))),
    debugPanel: measure(dist, only(find('DebugPanel'), new Set([...entry, ...scene]))),
  };
}

function readdirJs(dist: string): string[] {
  return readdirSync(path.join(dist, 'assets'))
    .filter((f) => f.endsWith('.js'))
    .map((f) => `assets/${f}`);
}
