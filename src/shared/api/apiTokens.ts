import { z } from 'zod';
import { route } from './route';
import { TOKEN_ABILITIES } from './tokenAbilities';
import { changes } from './changes';

const id = z.coerce.number().int().positive().max(2 ** 31 - 1);
const abilities = z.array(z.enum(TOKEN_ABILITIES)).min(1, 'Choose at least one permission.').max(TOKEN_ABILITIES.length);

export const apiToken = z.object({
  id: z.number().int(),
  name: z.string(),
  abilities: z.array(z.string()),
  last_used_at: z.string().nullable(),
  created_at: z.string(),
});
export type ApiToken = z.infer<typeof apiToken>;

export const createApiTokenRequest = z.object({ name: z.string().trim().min(1).max(60), abilities });
export type CreateApiTokenRequest = z.infer<typeof createApiTokenRequest>;
export const updateApiTokenRequest = z.object({ abilities });

/** Jetstream's API token manager. Cookie sessions only: a token cannot mint or revoke tokens. */
export const apiTokenRoutes = {
  list: route({ method: 'GET', path: '/user/api-tokens', access: 'user', response: z.object({ tokens: z.array(apiToken) }) }),
  create: route({ changes: changes(['account']), method: 'POST', path: '/user/api-tokens', access: 'user', body: createApiTokenRequest, response: z.object({ token: z.string(), api_token: apiToken }), status: 201 }),
  update: route({ changes: changes(['account']), method: 'PUT', path: '/user/api-tokens/:id', access: 'user', params: z.object({ id }), body: updateApiTokenRequest, response: apiToken }),
  revoke: route({ changes: changes(['account']), method: 'DELETE', path: '/user/api-tokens/:id', access: 'user', params: z.object({ id }), response: z.void(), status: 204 }),
};
