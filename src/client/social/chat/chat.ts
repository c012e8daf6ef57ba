import { queryOptions } from '@tanstack/react-query';
import { chatRoutes, type ChatChannelName, type SendChatRequest } from '../../../shared/api';
import { callRoute } from '../../api/callRoute';
import { queryKeys } from '../../api/queryKeys';

/** The character's channels; `systemId` (where it is now) is in the key, so arriving elsewhere reads them again. */
export const chatChannelsQueryOptions = (characterId: number, systemId: number | null = null) =>
  queryOptions({ queryKey: [...queryKeys.chat.channels(characterId), systemId] as const, queryFn: ({ signal }) => callRoute(chatRoutes.channels, {}, { signal }) });

/** A channel's last messages, oldest first (with `withId` for a private conversation). */
export const chatHistoryQueryOptions = (characterId: number, channel: ChatChannelName, withId: number | null) =>
  queryOptions({
    queryKey: queryKeys.chat.history(characterId, channel, withId),
    queryFn: async ({ signal }) => (await callRoute(chatRoutes.history, { query: { channel, ...(withId !== null ? { with: withId } : {}) } }, { signal })).messages,
    enabled: channel !== 'private' || withId !== null,
  });

export const chatCalls = {
  send: (input: SendChatRequest) => callRoute(chatRoutes.send, { body: input }),
  mute: (characterId: number) => callRoute(chatRoutes.mute, { body: { muted_character_id: characterId } }),
  unmute: (characterId: number) => callRoute(chatRoutes.unmute, { params: { id: characterId } }),
};
