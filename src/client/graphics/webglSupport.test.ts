import { describe, expect, it, vi } from 'vitest';
import { importModulesFreshPerTest } from '../testing/freshModules';
import type { WebglProbe } from './webglProbe';

/** A throw-away WebGL 2 context that names its renderer, as the probe reads it. */
function fakeContext(renderer: string) {
  const loseContext = vi.fn();
  const context = {
    getExtension: (name: string) => (name === 'WEBGL_debug_renderer_info' ? { UNMASKED_RENDERER_WEBGL: 0x9246 } : name === 'WEBGL_lose_context' ? { loseContext } : null),
    getParameter: () => renderer,
  };
  return { context: context as unknown as WebGL2RenderingContext, loseContext };
}

/** A worker that answers the probe with `answer`, or fails to start its script when `answer` is 'error'. */
function workerAnswering(answer: WebglProbe | 'error') {
  const started = vi.fn();
  class FakeWorker {
    onmessage: ((event: MessageEvent<WebglProbe>) => void) | null = null;
    onerror: (() => void) | null = null;
    terminate = vi.fn();
    constructor() {
      started();
      queueMicrotask(() => (answer === 'error' ? this.onerror?.() : this.onmessage?.({ data: answer } as MessageEvent<WebglProbe>)));
    }
  }
  vi.stubGlobal('Worker', FakeWorker);
  vi.stubGlobal('OffscreenCanvas', class {});
  return started;
}

/** The page's own probe: a canvas context naming `renderer`, or none (null). */
function pageContext(renderer: string | null) {
  return vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(renderer === null ? null : (fakeContext(renderer).context as unknown as ImageBitmapRenderingContext));
}

describe('the WebGL probe', () => {
  importModulesFreshPerTest();

  it('reads the renderer of a throw-away context and releases it', async () => {
    const { readWebglProbe } = await import('./webglProbe');
    const { context, loseContext } = fakeContext('ANGLE (Google, Vulkan 1.3.0 (SwiftShader Device (Subzero)), SwiftShader driver)');
    expect(readWebglProbe(context)).toEqual({ supported: true, software: true });
    expect(loseContext).toHaveBeenCalledOnce();
    expect(readWebglProbe(fakeContext('ANGLE (NVIDIA GeForce RTX 4070)').context)).toEqual({ supported: true, software: false });
    expect(readWebglProbe(null)).toEqual({ supported: false, software: false });
  });

  it("takes a worker's answer without a context on the page, and asks once", async () => {
    const started = workerAnswering({ supported: true, software: true });
    const getContext = pageContext('unused');
    const { knownWebglProbe, probeWebgl } = await import('./webglSupport');
    expect(knownWebglProbe()).toBeNull();
    await expect(probeWebgl()).resolves.toEqual({ supported: true, software: true });
    await probeWebgl();
    expect(started).toHaveBeenCalledOnce();
    expect(getContext).not.toHaveBeenCalled();
    expect(knownWebglProbe()).toEqual({ supported: true, software: true });
  });

  it('asks on the page when the worker finds no WebGL, since a worker canvas may lack it', async () => {
    workerAnswering({ supported: false, software: false });
    pageContext('ANGLE (Intel Iris Xe)');
    const { probeWebgl } = await import('./webglSupport');
    await expect(probeWebgl()).resolves.toEqual({ supported: true, software: false });
  });

  it('asks on the page when the worker fails or the browser has none', async () => {
    workerAnswering('error');
    pageContext(null);
    const first = await import('./webglSupport');
    await expect(first.probeWebgl()).resolves.toEqual({ supported: false, software: false });

    vi.resetModules();
    vi.unstubAllGlobals();
    pageContext('llvmpipe (LLVM 15.0.6, 256 bits)');
    const second = await import('./webglSupport');
    await expect(second.probeWebgl()).resolves.toEqual({ supported: true, software: true });
  });
});
