import { z } from 'zod';
import { API_VERSION } from '../../../shared/api/http';
import { realtimeChannelDocs, realtimeEventDocs, type RealtimeEventDoc } from './realtimeEventPayloads';

type Json = Record<string, unknown>;

/** The AsyncAPI 3 document of the realtime channels and events (a type alias: the route's loose frame takes it). */
export type AsyncApiDocument = {
  asyncapi: '3.0.0';
  info: { title: string; version: string; description: string };
  defaultContentType: string;
  servers: Record<string, Json>;
  channels: Record<string, Json>;
  operations: Record<string, Json>;
  components: { messages: Record<string, Json> };
};

const EVENT_ID = { type: 'string', description: 'The id of this event; the act that queued it names it in its answer’s `X-Event-Ids` header.' };

/** A payload as AsyncAPI's default schema format (JSON Schema draft 7) says it, with the `event_id` every object payload carries. */
function payloadSchema(event: RealtimeEventDoc): Json {
  if (!event.payload) return { type: 'object', properties: { event_id: EVENT_ID }, additionalProperties: true, description: 'Ids of what changed: read it again through the HTTP API.' };
  const { $schema: _dialect, ...schema } = z.toJSONSchema(event.payload, { io: 'output', target: 'draft-7' }) as Json;
  if (schema.type !== 'object') return schema;
  return { ...schema, properties: { ...(schema.properties as Json), event_id: EVENT_ID } };
}

const DESCRIPTION = [
  'The game server speaks the Pusher Channels protocol (version 7): connect with the stock `pusher-js` client, with the key from the page’s `<meta name="pusher-config">` or from the server’s operator.',
  'Private and presence channels are authorised by `POST /broadcasting/auth` (form fields `socket_id`, `channel_name`), with the browser session and its CSRF token, or with a personal API token as `Authorization: Bearer …` (any ability, no CSRF token) for the channels of the token’s own characters.',
  'Events are best-effort, as in Pusher: after a reconnect, read again what you show.',
].join('\n\n');

/** Built from the contract's lists of channels and events (`characterEvents`, `socialEvents`). */
export function asyncApiDocument(): AsyncApiDocument {
  const messages: Record<string, Json> = {};
  for (const [name, event] of Object.entries(realtimeEventDocs)) messages[name] = { name, title: name, summary: event.summary, payload: payloadSchema(event) };
  const channels: Record<string, Json> = {};
  const operations: Record<string, Json> = {};
  for (const channel of realtimeChannelDocs) {
    channels[channel.key] = {
      address: channel.address,
      description: channel.description,
      parameters: { id: { description: 'The id of the character, party, guild or super area.' } },
      messages: Object.fromEntries(channel.events.map((name) => [name, { $ref: `#/components/messages/${name}` }])),
    };
    operations[`receive${channel.key[0]!.toUpperCase()}${channel.key.slice(1)}Events`] = {
      action: 'receive',
      summary: `Events on ${channel.address}`,
      channel: { $ref: `#/channels/${channel.key}` },
      messages: channel.events.map((name) => ({ $ref: `#/channels/${channel.key}/messages/${name}` })),
    };
  }
  return {
    asyncapi: '3.0.0',
    info: { title: 'Starlane realtime', version: API_VERSION, description: DESCRIPTION },
    defaultContentType: 'application/json',
    servers: {
      game: {
        host: '{host}',
        protocol: 'ws',
        pathname: '/app/{key}',
        description: 'The game server itself, on the port of its pages (wss behind https); pusher-js adds `?protocol=7`.',
        variables: { host: { default: '127.0.0.1:8080', description: 'The host and port the game is served at.' }, key: { description: 'The realtime app key (PUSHER_APP_KEY).' } },
      },
    },
    channels,
    operations,
    components: { messages },
  };
}
