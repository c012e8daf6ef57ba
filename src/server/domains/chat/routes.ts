import type { FastifyInstance } from 'fastify';
import { chatRoutes as routes } from '../../../shared/api';
import { socialChannelName } from '../../../shared/api/socialChannels';
import { serveRoute } from '../../http/serveRoute';
import { chatChannelsOf } from './chatChannels';
import { ChatService } from './chatService';

/** Chat: the character's channels and mutes, a channel's history, sending (rate-limited), muting. */
export function chatRoutes(app: FastifyInstance): void {
  const { db, clock } = app.deps;
  const service = new ChatService({ db, clock, broadcaster: app.broadcaster, facts: app.facts });

  serveRoute(app, routes.channels, async ({ characterId }) => ({
    channels: await chatChannelsOf(db, characterId),
    private_channel: socialChannelName(characterId),
    mutes: await service.mutes(characterId),
  }));
  serveRoute(app, routes.history, async ({ characterId, query }) => ({ messages: await service.history(characterId, query.channel, query.with) }));
  serveRoute(app, routes.send, async ({ characterId, body }) => ({ message: await service.send(characterId, body.channel, body.body, body.recipient_id) }));
  serveRoute(app, routes.mute, async ({ characterId, body }) => ({ mutes: await service.mute(characterId, body.muted_character_id) }));
  serveRoute(app, routes.unmute, async ({ characterId, params }) => ({ mutes: await service.unmute(characterId, params.id) }));
}
