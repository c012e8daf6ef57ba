import { useSyncExternalStore } from 'react';

/** The media query the layouts switch to a phone at (the CSS's `max-width: 640px`). */
export const PHONE_MEDIA = '(max-width: 640px)';

const mediaList = (query: string): MediaQueryList | null => (typeof window.matchMedia === 'function' ? window.matchMedia(query) : null);

/** Whether a media query matches now, following it as the screen turns or the window resizes. */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = mediaList(query);
      list?.addEventListener('change', onChange);
      return () => list?.removeEventListener('change', onChange);
    },
    () => mediaList(query)?.matches ?? false,
  );
}
