import { z } from 'zod';
import { bodyId } from './bodyId';
import { route } from './route';
import { changes } from './changes';

const id = z.number().int();
const dbId = z.coerce.number().int().positive().max(2 ** 31 - 1);

/** Chat channels (issue 19): the current star system, the party, the guild, and private messages. */
export const CHAT_CHANNELS = ['system', 'party', 'guild', 'private'] as const;
export type ChatChannelName = (typeof CHAT_CHANNELS)[number];
/** The longest message, in characters. */
export const CHAT_MAX_LENGTH = 500;
/** How many messages a channel's history shows on open. */
export const CHAT_HISTORY_SIZE = 50;

/** One message as every reader gets it: plain text, shown as text (never as markup). */
export const chatMessage = z.object({
  id,
  channel: z.enum(CHAT_CHANNELS),
  /** The super area, party or guild; for a private message, the recipient. */
  channel_key: id,
  sender: z.object({ id, name: z.string() }),
  body: z.string(),
  created_at: z.string(),
});
export type ChatMessage = z.infer<typeof chatMessage>;

/** A channel the character can talk in now, with the realtime channel its messages arrive on. */
export const chatChannel = z.object({ channel: z.enum(CHAT_CHANNELS), key: id, name: z.string(), wire_channel: z.string() });
export type ChatChannel = z.infer<typeof chatChannel>;

export const chatChannelsResponse = z.object({
  channels: z.array(chatChannel),
  /** The character's own channel, where private messages arrive. */
  private_channel: z.string(),
  mutes: z.array(z.object({ id, name: z.string() })),
});
export type ChatChannelsResponse = z.infer<typeof chatChannelsResponse>;

export const chatHistoryQuery = z.object({ channel: z.enum(CHAT_CHANNELS), with: dbId.optional() });
export const chatHistoryResponse = z.object({ messages: z.array(chatMessage) });

export const chatBody = z
  .string()
  // Control characters and bidi overrides are dropped: they could disguise what a message says.
  .transform((text) => text.replace(/\p{Cc}|[\u202A-\u202E\u2066-\u2069]/gu, (c) => (c === '\n' ? c : '')).trim())
  .pipe(z.string().min(1).max(CHAT_MAX_LENGTH));
export const sendChatRequest = z.object({ channel: z.enum(CHAT_CHANNELS), body: chatBody, recipient_id: bodyId.optional() });
export type SendChatRequest = z.input<typeof sendChatRequest>;
export const muteRequest = z.object({ muted_character_id: bodyId });
export const muteParams = z.object({ id: dbId });
export const mutesResponse = z.object({ mutes: z.array(z.object({ id, name: z.string() })) });

export const chatRoutes = {
  channels: route({ method: 'GET', path: '/api/chat/channels', access: 'character', response: chatChannelsResponse }),
  history: route({ method: 'GET', path: '/api/chat/messages', access: 'character', query: chatHistoryQuery, response: chatHistoryResponse }),
  send: route({ changes: changes(['chat']), method: 'POST', path: '/api/chat/messages', access: 'character', body: sendChatRequest, response: z.object({ message: chatMessage }), status: 201, rateLimit: 'chat' }),
  mute: route({ changes: changes(['chat']), method: 'POST', path: '/api/chat/mutes', access: 'character', body: muteRequest, response: mutesResponse }),
  unmute: route({ changes: changes(['chat']), method: 'DELETE', path: '/api/chat/mutes/:id', access: 'character', params: muteParams, response: mutesResponse }),
};
