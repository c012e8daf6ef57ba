import { createHyperspaceSample, type HyperspaceSample } from '../math/hyperspaceTimeline';

/** What the tunnel's parts read each frame; written once per frame by HyperspaceTunnel. */
export interface TunnelMotion {
  /** Distance flown since the tunnel appeared. */
  travel: number;
  time: number;
  sample: HyperspaceSample;
}

/** Length of the visible tunnel, in world units. */
export const TUNNEL_LENGTH = 160;

/** A fresh motion record for one tunnel mount. */
export function createTunnelMotion(): TunnelMotion {
  return { travel: 0, time: 0, sample: createHyperspaceSample() };
}
