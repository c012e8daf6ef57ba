import { CSRF_META_NAME } from '../../../shared/api/http';
import type { RouteEntry } from '../../../shared/api/route';
import { requiredAbility, takesApiTokens, TOKEN_ABILITIES, TOKEN_ABILITY_DESCRIPTIONS } from '../../../shared/api/tokenAbilities';
import { CSRF_COOKIE, SESSION_COOKIE } from '../session';
import type { SecurityRequirement, SecurityScheme } from './openApiTypes';

const abilityList = TOKEN_ABILITIES.map((ability) => `\`${ability}\`: ${TOKEN_ABILITY_DESCRIPTIONS[ability]}.`).join(' ');

/** How a caller proves who it is: a browser's session cookie with its CSRF token, or an API token. */
export const securitySchemes: Record<string, SecurityScheme> = {
  sessionCookie: { type: 'apiKey', in: 'cookie', name: SESSION_COOKIE, description: 'The browser session, set by `POST /login`.' },
  csrfCookie: {
    type: 'apiKey',
    in: 'cookie',
    name: CSRF_COOKIE,
    description: 'Before sign-in, the signed cookie that carries the visitor’s CSRF token (set with any page).',
  },
  csrfHeader: {
    type: 'apiKey',
    in: 'header',
    name: 'X-CSRF-TOKEN',
    description: `Every browser write carries the session’s CSRF token (from the page’s \`<meta name="${CSRF_META_NAME}">\`), else 419. Calls with an API token need none.`,
  },
  apiToken: {
    type: 'http',
    scheme: 'bearer',
    description: `A personal API token (\`Authorization: Bearer <id>|<secret>\`), made on the account’s API tokens page; \`/api/\` routes only. Each route needs one ability, named as the requirement’s scope. ${abilityList}`,
  },
};

/**
 * Who may call `entry`, as alternatives: a signed-in browser (its writes with the CSRF header),
 * or, on `/api/` routes, a token holding the ability the route needs. Public reads ask nothing;
 * public writes still carry the visitor's CSRF token.
 */
export function securityOf(entry: RouteEntry): SecurityRequirement[] {
  const writes = entry.method !== 'GET';
  const token = takesApiTokens(entry.path) ? [{ apiToken: entry.access === 'public' ? [] : [requiredAbility(entry)] }] : [];
  if (entry.access === 'public') {
    return writes ? [{ csrfCookie: [], csrfHeader: [] }, { sessionCookie: [], csrfHeader: [] }, ...token] : [{}];
  }
  return [writes ? { sessionCookie: [], csrfHeader: [] } : { sessionCookie: [] }, ...token];
}
