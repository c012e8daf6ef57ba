/** A touch screen whose short side is at most this (CSS px) is a phone or a tablet. */
export const HANDHELD_SHORT_SIDE = 1024;

/** What Auto graphics needs to know of a phone or tablet. */
export interface HandheldClass {
  /** A phone or tablet: Auto starts the 3D scene at Low (its battery and heat matter more than bloom). */
  handheld: boolean;
  /** A handheld with 2 cores or 2 GB or less: Auto draws the still galaxy, no 3D at all. */
  weak: boolean;
}

export interface HandheldHints {
  coarsePointer: boolean;
  shortSide: number;
  cores: number;
  memoryGb: number | null;
}

export function classifyHandheld(hints: HandheldHints): HandheldClass {
  const handheld = hints.coarsePointer && hints.shortSide <= HANDHELD_SHORT_SIDE;
  return { handheld, weak: handheld && (hints.cores <= 2 || (hints.memoryGb !== null && hints.memoryGb <= 2)) };
}

/** This browser's class, read once: a device does not change what it is. */
export const thisDevice: HandheldClass = classifyHandheld({
  coarsePointer: typeof window.matchMedia === 'function' && window.matchMedia('(pointer: coarse)').matches,
  shortSide: Math.min(window.screen?.width ?? Infinity, window.screen?.height ?? Infinity),
  cores: navigator.hardwareConcurrency || 4,
  memoryGb: (navigator as Navigator & { deviceMemory?: number }).deviceMemory ?? null,
});
