import type { LoaderFunctionArgs, ShouldRevalidateFunctionArgs } from 'react-router';

/*
 * The route table's loaders, each fetching its code when a route first needs it: the loaders call
 * the API (the HTTP client, the contract's schemas), which a visitor on the welcome or login page
 * has no use for, so none of it is in the entry bundle. They still start with the page's chunk,
 * side by side, as React Router runs a route's loader and `lazy` together.
 */

/** The signed-in user, or a redirect to the login page (accounts/signedInUser.requireUser). */
export const requireUser = async (args: LoaderFunctionArgs) => (await import('./accounts/signedInUser')).requireUser(args);

/** The game page's user, with the galaxy map and the active character fetched beside it (gamePageLoader). */
export const gamePageLoader = async (args: LoaderFunctionArgs) => (await import('./pages/game/gamePageLoader')).loadGamePage(args);

/** A signed-in player goes straight to the characters (authLoaders.redirectIfAuthenticated). */
export const redirectIfAuthenticated = async (args: LoaderFunctionArgs) => (await import('./authLoaders')).redirectIfAuthenticated(args);

/** The :id of a character page, or a 404 (characterIdLoader). */
export const characterIdLoader = async (args: LoaderFunctionArgs) => (await import('./pages/characters/characterIdLoader')).characterIdLoader(args);

/** Re-checks the session whenever the page changes, so an expired session lands on the login page. */
export function revalidateOnPageChange({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs): boolean {
  return currentUrl.pathname !== nextUrl.pathname || defaultShouldRevalidate;
}
