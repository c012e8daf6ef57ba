import type { RouteEntry } from './route';
import { allRouteEntries } from './routeTable';
import { requiredAbility, takesApiTokens, type TokenAbility } from './tokenAbilities';

/** The calls a token holding `ability` may make, read from the route table (`METHOD /path`). */
export function callsAllowedBy(ability: TokenAbility, entries: readonly RouteEntry[] = allRouteEntries()): string[] {
  return entries
    .filter((entry) => entry.access !== 'public' && entry.access !== 'admin' && takesApiTokens(entry.path) && requiredAbility(entry) === ability)
    .map((entry) => `${entry.method} ${entry.path}`);
}
