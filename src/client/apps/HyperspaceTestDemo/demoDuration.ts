/** Seed 001 §5 and §9: the demo's animation lasts 1000 to 10000 ms, 5000 by default. */
export const DEMO_MIN_MS = 1000;
export const DEMO_MAX_MS = 10_000;
export const DEMO_DEFAULT_MS = 5000;

/** The duration typed into the input, or why it can't be used. */
export function parseDemoDuration(text: string): { ms: number } | { problem: string } {
  const value = Number(text);
  if (text.trim() === '' || !Number.isFinite(value)) return { problem: 'Enter a duration in milliseconds.' };
  if (value < DEMO_MIN_MS || value > DEMO_MAX_MS) return { problem: `The duration must be between ${DEMO_MIN_MS} and ${DEMO_MAX_MS} ms.` };
  return { ms: Math.round(value) };
}
