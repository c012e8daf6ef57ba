import { allRouteEntries } from '../../src/shared/api';

const matchers = allRouteEntries()
  .map((entry) => ({
    method: entry.method,
    name: `${entry.method} ${entry.path}`,
    params: entry.path.split(':').length - 1,
    pattern: new RegExp(`^${entry.path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:[A-Za-z_]+/g, '[^/]+')}$`),
  }))
  // A fixed path wins over a template that also matches it (`/api/characters/active` over `:id`).
  .sort((a, b) => a.params - b.params);

/** The route-table entry (`METHOD /path/:param`) a call goes to, or the call itself when none. */
export function operationOf(method: string, pathname: string): string {
  return matchers.find((matcher) => matcher.method === method && matcher.pattern.test(pathname))?.name ?? `${method} ${pathname} (not in the table)`;
}
