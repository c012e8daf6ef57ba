/**
 * Full-page navigations the HTTP layer may trigger (419 reload, 409 redirect). Kept behind this
 * object so tests can spy on it: jsdom cannot really reload or leave the page.
 */
export interface PageNavigator {
  reload(): void;
  assign(url: string): void;
}

const browserNavigator: PageNavigator = {
  reload: () => window.location.reload(),
  assign: (url) => window.location.assign(url),
};

let current: PageNavigator = browserNavigator;

/** The navigator in use; call its methods through this object so a replacement takes effect. */
export const pageNavigator: PageNavigator = {
  reload: () => current.reload(),
  assign: (url) => current.assign(url),
};

/** Replaces the browser navigator (tests); pass nothing to restore the real one. */
export function setPageNavigator(next?: PageNavigator): void {
  current = next ?? browserNavigator;
}
