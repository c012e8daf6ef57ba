/** Rendering quality: high draws bloom, medium and low don't; lower tiers also get a lower DPR. */
export type QualityTier = 'low' | 'medium' | 'high';

/** The tier for drei PerformanceMonitor's factor (0 = struggling, 1 = plenty of headroom). */
export function tierForFactor(factor: number): QualityTier {
  if (factor >= 0.8) return 'high';
  if (factor >= 0.45) return 'medium';
  return 'low';
}

/**
 * Device pixel ratio for a factor: from half the device's ratio at 0 to the full ratio
 * (at most 2, since beyond that the eye gains little and the GPU pays four times) at 1.
 */
export function dprForFactor(factor: number, deviceDpr: number): number {
  const max = Math.min(2, Math.max(1, deviceDpr));
  const f = Math.min(1, Math.max(0, factor));
  return Math.round(max * (0.5 + 0.5 * f) * 20) / 20;
}

/** The factor a pinned tier stands for, so a pinned tier also pins the DPR (low: half resolution). */
export function factorForTier(tier: QualityTier): number {
  return tier === 'high' ? 1 : tier === 'medium' ? 0.6 : 0;
}

/** What the browser tells about the machine, for Auto's first guess. */
export interface DeviceHints {
  cores: number;
  /** `navigator.deviceMemory` in GB, where the browser gives it. */
  memoryGb: number | null;
  /** The WebGL renderer is a software one (SwiftShader, llvmpipe): every pixel costs CPU time. */
  software: boolean;
  /** A phone or tablet (scene/quality/handheldDevice): battery and heat come first. */
  handheld: boolean;
}

/**
 * Auto's starting factor: a software renderer and a phone or tablet start low, a small machine
 * medium, others high.
 * The performance monitor then moves it with the measured frame rate.
 */
export function autoStartFactor(device: DeviceHints): number {
  if (device.software || device.handheld) return 0;
  if (device.cores <= 2 || (device.memoryGb !== null && device.memoryGb <= 2)) return factorForTier('medium');
  return 1;
}

/** True for renderer strings of CPU rasterisers. */
export function isSoftwareRenderer(renderer: string): boolean {
  return /swiftshader|llvmpipe|softpipe|software/i.test(renderer);
}
