import type { CSSProperties } from 'react';

/** Inline custom properties (e.g. an app's colour) typed for React's style prop. */
export function cssVars(vars: Record<`--${string}`, string>): CSSProperties {
  return vars as CSSProperties;
}
