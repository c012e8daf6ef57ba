import { useEffect } from 'react';
import { useDatapadStore } from '../stores/datapadStore';

/** The key that opens and closes the datapad. */
export const DATAPAD_SHORTCUT = 'P';

function isEditable(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

/** P toggles the datapad anywhere on the page (except while typing); Escape closes it. */
export function useDatapadShortcut(): void {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey || event.repeat) return;
      if (isEditable(event.target)) return;
      const store = useDatapadStore.getState();
      if (event.key.toUpperCase() === DATAPAD_SHORTCUT) {
        event.preventDefault();
        store.toggle();
      } else if (event.key === 'Escape' && store.isOpen) {
        event.preventDefault();
        store.close();
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);
}
