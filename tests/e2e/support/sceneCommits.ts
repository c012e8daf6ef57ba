import type { Page } from '@playwright/test';

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
