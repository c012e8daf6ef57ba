import { describe, expect, it, vi } from 'vitest';
import { importModulesFreshPerTest } from '../testing/freshModules';

/** A worker that answers each bake with a PNG blob, counting the bakes it was asked for. */
function bakingWorker() {
  const asked = vi.fn();
  class FakeWorker {
    onmessage: ((event: MessageEvent<Blob>) => void) | null = null;
    onerror: (() => void) | null = null;
    terminate = vi.fn();
    postMessage(message: { seed: string; size: number }) {
      asked(message);
      queueMicrotask(() => this.onmessage?.({ data: new Blob([message.seed], { type: 'image/png' }) } as MessageEvent<Blob>));
    }
  }
  vi.stubGlobal('Worker', FakeWorker);
  vi.stubGlobal('OffscreenCanvas', class {});
  vi.stubGlobal('URL', Object.assign(class extends URL {}, { createObjectURL: (blob: Blob) => `blob:nebula-${blob.size}` }));
  return asked;
}

describe('the nebula image', () => {
  importModulesFreshPerTest();

  it('is baked by a worker once per seed and kept for the page', async () => {
    const asked = bakingWorker();
    const { nebulaImage } = await import('./nebulaImage');
    const first = await nebulaImage('starlane-nebula');
    expect(first).toBe(`blob:nebula-${'starlane-nebula'.length}`);
    expect(await nebulaImage('starlane-nebula')).toBe(first);
    await nebulaImage('starlane-nebula-far');
    expect(asked.mock.calls.map(([message]) => message)).toEqual([
      { seed: 'starlane-nebula', size: 256 },
      { seed: 'starlane-nebula-far', size: 256 },
    ]);
  });

  it('is baked on the page where there is no worker', async () => {
    const putImageData = vi.fn();
    vi.stubGlobal('ImageData', class {
      constructor(readonly data: Uint8ClampedArray, readonly width: number, readonly height: number) {}
    });
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue({ putImageData } as unknown as ImageBitmapRenderingContext);
    vi.spyOn(HTMLCanvasElement.prototype, 'toDataURL').mockReturnValue('data:image/png;base64,nebula');
    const { nebulaImage } = await import('./nebulaImage');
    expect(await nebulaImage('starlane-nebula')).toBe('data:image/png;base64,nebula');
    expect(putImageData).toHaveBeenCalledOnce();
    expect((putImageData.mock.calls[0]?.[0] as ImageData).data).toHaveLength(256 * 256 * 4);
  });
});
