/** What debugging aids the game page turns on. */
export interface DebugFlags {
  /** `window.__starlane`: scene switching, renderer info, generated galaxies (tests, benchmarks). */
  hook: boolean;
  /** The leva panel of scene tunables. */
  panel: boolean;
}

/**
 * Development builds get both aids; production only with `?debug` in the address, so players
 * never load leva or see the hook. `?debug=hook` gives the hook without the panel (screenshots).
 */
export function debugFlags(search: string, development: boolean): DebugFlags {
  const param = new URLSearchParams(search).get('debug');
  const asked = param !== null && param !== '0' && param !== 'false';
  const hook = development || asked;
  return { hook, panel: hook && param !== 'hook' };
}

/** The flags for this page load. */
export function currentDebugFlags(): DebugFlags {
  return debugFlags(window.location.search, import.meta.env.DEV);
}
