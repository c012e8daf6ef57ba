/**
 * Starts a worker, sends it `message` (if any), and resolves with its first answer: null when the
 * worker cannot start or fails. The worker is ended either way. `start` builds the worker where
 * it is asked for (`new Worker(new URL('./x.worker.ts', import.meta.url), …)`), which is how the
 * bundler finds the worker's code.
 */
export function askWorker<Answer>(start: () => Worker, message?: unknown): Promise<Answer | null> {
  return new Promise((resolve) => {
    let worker: Worker;
    try {
      worker = start();
    } catch {
      resolve(null);
      return;
    }
    const finish = (answer: Answer | null) => {
      worker.terminate();
      resolve(answer);
    };
    worker.onmessage = (event: MessageEvent<Answer>) => finish(event.data);
    worker.onerror = () => finish(null);
    if (message !== undefined) worker.postMessage(message);
  });
}

/** Whether a worker here can draw: module workers with an OffscreenCanvas. */
export function workersCanDraw(): boolean {
  return typeof Worker !== 'undefined' && typeof OffscreenCanvas !== 'undefined';
}
