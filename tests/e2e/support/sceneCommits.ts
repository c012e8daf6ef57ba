import { expect, type Page } from '@playwright/test';
import { waitFrames } from './sceneHook';

declare global {
  interface Window {
    __reactCommits?: Record<string, number>;
  }
}

/**
 * Counts React commits per renderer (react-dom and react-three-fiber) in any build. React's
 * <Profiler> is silent in production bundles, but every renderer reports each commit to the
 * DevTools global hook; this stub stands in for DevTools before the app's scripts run.
 */
export async function installCommitCounter(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const counts: Record<string, number> = {};
    const names = new Map<number, string>();
    let nextId = 1;
    window.__reactCommits = counts;
    (window as unknown as Record<string, unknown>).__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
      isDisabled: false,
      supportsFiber: true,
      renderers: new Map(),
      inject(internals: { rendererPackageName?: string }) {
        const id = nextId++;
        names.set(id, internals.rendererPackageName ?? 'unknown');
        return id;
      },
      onCommitFiberRoot(id: number) {
        const name = names.get(id) ?? 'unknown';
        counts[name] = (counts[name] ?? 0) + 1;
      },
      onCommitFiberUnmount() {},
      onPostCommitFiberRoot() {},
      onScheduleFiberRoot() {},
      setStrictMode() {},
      checkDCE() {},
    };
  });
}

/** Commits so far: of the 3D scene tree (react-three-fiber's renderer), of the page (react-dom), and all. */
export async function reactCommits(page: Page): Promise<{ scene: number; page: number; total: number }> {
  const byRenderer = await page.evaluate(() => ({ ...(window.__reactCommits ?? {}) }));
  const scene = byRenderer['@react-three/fiber'] ?? 0;
  const dom = byRenderer['react-dom'] ?? 0;
  return { scene, page: dom, total: Object.values(byRenderer).reduce((a, b) => a + b, 0) };
}

/**
 * Waits until the scene tree has stopped committing (no commit across 20 rendered frames): work
 * that arrives late (a lazily loaded effect's chunk, a tier change) lands before a measurement
 * starts, not inside it.
 */
export async function commitsSettled(page: Page): Promise<void> {
  let last = -1;
  await expect
    .poll(
      async () => {
        const { scene } = await reactCommits(page);
        const settled = scene === last;
        last = scene;
        if (!settled) await waitFrames(page, 20);
        return settled;
      },
      { timeout: 60_000, intervals: [0] },
    )
    .toBe(true);
}
