import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { broadcastingPaths, channelAuthRequest, channelAuthResponse, headers, userAuthRequest, userAuthResponse } from '../../shared/api';
import { forbidden } from '../http/httpError';
import { requireUserId } from '../http/session';
import { mayJoinChannel } from './channelPolicy';
import type { PusherCredentials } from './credentials';
import { socialChannelMember } from './socialChannelPolicy';
import { signChannel, signUser } from './signatures';

// Authentication first (onRequest), before the CSRF check and validation: a visitor without a
// session gets 401, a logged-in one with a bad token 419, a logged-in stranger 403.
async function authenticate(request: FastifyRequest): Promise<void> {
  await requireUserId(request);
}

/**
 * `POST /broadcasting/auth` and `/broadcasting/user-auth`, form-encoded as pusher-js sends them:
 * the signatures that let this socket subscribe to a private channel or sign in as its user.
 */
export function broadcastingAuthRoutes(app: FastifyInstance, credentials: PusherCredentials): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    broadcastingPaths.channelAuth,
    { onRequest: authenticate, config: { formBody: true }, schema: { body: channelAuthRequest, response: { 200: channelAuthResponse } } },
    async (request) => {
      const userId = await requireUserId(request);
      const { socket_id: socketId, channel_name: channel } = request.body;
      const preferred = Number(request.headers[headers.character]);
      const member = await socialChannelMember(app.deps.db, userId, channel, Number.isSafeInteger(preferred) ? preferred : undefined);
      if (member === null) throw forbidden();
      if (member && channel.startsWith('presence-')) {
        // Presence channels sign the member too: other subscribers see this character by id and name.
        const channelData = JSON.stringify(member);
        return { auth: signChannel(credentials, socketId, channel, channelData), channel_data: channelData };
      }
      if (!member && !(await mayJoinChannel(app.deps.db, userId, channel))) throw forbidden();
      return { auth: signChannel(credentials, socketId, channel) };
    },
  );

  api.post(
    broadcastingPaths.userAuth,
    { onRequest: authenticate, config: { formBody: true }, schema: { body: userAuthRequest, response: { 200: userAuthResponse } } },
    async (request) => {
      const userId = await requireUserId(request);
      const user = await app.deps.db.selectFrom('users').select(['id', 'name']).where('id', '=', userId).executeTakeFirstOrThrow();
      // pusher-js requires a string id; the name is what other players may be shown.
      const userData = JSON.stringify({ id: String(user.id), user_info: { name: user.name } });
      return { auth: signUser(credentials, request.body.socket_id, userData), user_data: userData };
    },
  );
}
