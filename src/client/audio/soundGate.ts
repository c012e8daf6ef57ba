/**
 * When the game may make a sound: never under a test runner (`navigator.webdriver`) unless the
 * test sets `window.__starlaneSoundInTests`, and only after the player's first interaction with
 * the page (browsers keep audio suspended until then, and the game should not start uninvited).
 */
declare global {
  interface Window {
    /** A browser test that checks sound sets this before the page loads. */
    __starlaneSoundInTests?: boolean;
  }
}

const INTERACTIONS = ['pointerdown', 'keydown', 'touchstart'] as const;
let interacted = false;
const waiting = new Set<() => void>();

function onFirstInteraction(): void {
  interacted = true;
  for (const type of INTERACTIONS) window.removeEventListener(type, onFirstInteraction, true);
  const callbacks = [...waiting];
  waiting.clear();
  for (const callback of callbacks) callback();
}

if (typeof window !== 'undefined') {
  for (const type of INTERACTIONS) window.addEventListener(type, onFirstInteraction, { capture: true, passive: true });
}

/** False under a browser test runner that has not asked for sound. */
export function soundAllowed(): boolean {
  if (typeof window === 'undefined' || typeof navigator === 'undefined') return false;
  return !navigator.webdriver || window.__starlaneSoundInTests === true;
}

/**
 * True once the player has clicked, tapped or pressed a key on the page, here or on an earlier
 * screen of this visit (the browser's sticky user activation, where it tells).
 */
export function hasInteracted(): boolean {
  if (!interacted && (navigator as Navigator & { userActivation?: { hasBeenActive: boolean } }).userActivation?.hasBeenActive) onFirstInteraction();
  return interacted;
}

/** Runs `callback` at the first interaction (at once if it happened); returns a cancel. */
export function afterFirstInteraction(callback: () => void): () => void {
  if (hasInteracted()) {
    callback();
    return () => undefined;
  }
  waiting.add(callback);
  return () => waiting.delete(callback);
}
