import { askWorker, workersCanDraw } from '../scene/askWorker';
import { NO_WEBGL, readWebglProbe, type WebglProbe } from './webglProbe';

let probe: WebglProbe | null = null;
let pending: Promise<WebglProbe> | null = null;

/** The probe's answer if it has come already this page, else null. */
export function knownWebglProbe(): WebglProbe | null {
  return probe;
}

/** The probe on the page's own thread: its first context blocks the page while the GPU process wakes. */
function probeOnPage(): WebglProbe {
  try {
    return readWebglProbe(document.createElement('canvas').getContext('webgl2'));
  } catch {
    return NO_WEBGL;
  }
}

/** The worker's answer, or null where a worker cannot draw (no OffscreenCanvas, no module workers). */
function probeInWorker(): Promise<WebglProbe | null> {
  if (!workersCanDraw()) return Promise.resolve(null);
  return askWorker<WebglProbe>(() => new Worker(new URL('./webglProbe.worker.ts', import.meta.url), { type: 'module' }));
}

/** The canvas itself got no context (WebglFailureBoundary): the answer from now on is no WebGL. */
export function markWebglUnsupported(): WebglProbe {
  probe = NO_WEBGL;
  pending = Promise.resolve(probe);
  return probe;
}

/**
 * Whether this browser can draw WebGL 2 (what three.js needs), and with what. Asked once, and
 * only when the player's setting wants 3D. A worker asks, so the GPU process wakes (0.1–0.6 s on
 * a software renderer) while the page goes on loading; the page asks itself only where the worker
 * cannot, or where it found no WebGL (a worker's canvas may lack what the page's has). The reverse
 * also happens (WebGL turned off for pages only): the canvas's own failure has the last word.
 */
export function probeWebgl(): Promise<WebglProbe> {
  pending ??= probeInWorker().then((answer) => (probe = answer?.supported ? answer : probeOnPage()));
  return pending;
}
