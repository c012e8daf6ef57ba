import { test, type BrowserContextOptions, type Fixtures, type Page, type PlaywrightTestArgs, type PlaywrightTestOptions, type PlaywrightWorkerArgs, type PlaywrightWorkerOptions } from '@playwright/test';
import { webglBrowser } from './chromium';
import { GRAPHICS_STORE_KEY, type GraphicsMode } from '../../../src/client/stores/graphicsStore';

type StorageState = Exclude<BrowserContextOptions['storageState'], string | undefined>;

/**
 * A browser whose persisted graphics setting is `mode`, as if the player had chosen it. The
 * config gives every spec graphics Off (the datapad works the same and no software renderer
 * draws a scene nobody looks at); the scene's own specs ask for `withGraphics('auto')`.
 */
export function graphicsStorage(baseUrl: string, mode: GraphicsMode): StorageState {
  return {
    cookies: [],
    origins: [{ origin: baseUrl, localStorage: [{ name: GRAPHICS_STORE_KEY, value: JSON.stringify({ state: { mode }, version: 1 }) }] }],
  };
}

/** The server the running spec's half of the suite tests (playwright.config.ts), e.g. for a second browser context. */
export function serverUrl(): string {
  const url = test.info().project.use.baseURL;
  if (!url) throw new Error('the project has no baseURL');
  return url;
}

/**
 * A browser for specs that test the datapad's flows, not what moves: graphics Off and
 * `prefers-reduced-motion`, under which every CSS animation and transition is instant (theme.css).
 */
export function datapadOnly(baseUrl: string): Pick<BrowserContextOptions, 'storageState' | 'reducedMotion'> {
  return { storageState: graphicsStorage(baseUrl, 'off'), reducedMotion: 'reduce' };
}

/**
 * `test.use(withGraphics('auto'))` at the top of a spec file: its pages start with that graphics
 * setting, on its half's server, with full motion, in a browser that draws WebGL: a spec that
 * names a graphics setting tests what is drawn. (The browser is per worker, so Playwright takes
 * it only at a file's top level.)
 */
export function withGraphics(mode: GraphicsMode): Fixtures<object, object, PlaywrightTestArgs & PlaywrightTestOptions, PlaywrightWorkerArgs & PlaywrightWorkerOptions> {
  return {
    storageState: async ({ baseURL }, use) => use(graphicsStorage(baseURL ?? serverUrl(), mode)),
    reducedMotion: 'no-preference',
    launchOptions: webglBrowser,
  };
}

/** A second player's browser context on the spec's server, as the config's: graphics Off, reduced motion. */
export function playerContextOptions(): BrowserContextOptions {
  const baseURL = serverUrl();
  return { baseURL, ...datapadOnly(baseURL) };
}

/**
 * Counts WebGL contexts the page asks for, in `window.__webglContexts`; install before navigating.
 * The WebGL probe's worker counts as one: it asks for a context off the page's thread.
 */
export async function countWebglContexts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { __webglContexts: number };
    w.__webglContexts = 0;
    const original = HTMLCanvasElement.prototype.getContext;
    HTMLCanvasElement.prototype.getContext = function (this: HTMLCanvasElement, kind: string, ...rest: unknown[]) {
      if (/webgl/i.test(kind)) w.__webglContexts += 1;
      return (original as (this: HTMLCanvasElement, kind: string, ...args: unknown[]) => RenderingContext | null).call(this, kind, ...rest);
    } as typeof original;
    const OriginalWorker = window.Worker;
    window.Worker = class extends OriginalWorker {
      constructor(url: string | URL, options?: WorkerOptions) {
        super(url, options);
        if (/webglProbe/.test(String(url))) w.__webglContexts += 1;
      }
    };
  });
}

/** WebGL contexts asked for so far (see `countWebglContexts`). */
export function webglContexts(page: Page): Promise<number> {
  return page.evaluate(() => (window as unknown as { __webglContexts: number }).__webglContexts);
}

/** Makes the browser look like one without WebGL: every WebGL context request fails. */
export async function withoutWebgl(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const original = HTMLCanvasElement.prototype.getContext;
    HTMLCanvasElement.prototype.getContext = function (this: HTMLCanvasElement, kind: string, ...rest: unknown[]) {
      if (/webgl/i.test(kind)) return null;
      return (original as (this: HTMLCanvasElement, kind: string, ...args: unknown[]) => RenderingContext | null).call(this, kind, ...rest);
    } as typeof original;
  });
}

/** Names of the endless CSS animations running on the page (each keeps the compositor drawing frames). */
export function endlessAnimations(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    document
      .getAnimations()
      .filter((animation) => animation.playState === 'running' && animation.effect?.getComputedTiming().iterations === Infinity)
      .map((animation) => (animation as CSSAnimation).animationName ?? 'script animation'),
  );
}
