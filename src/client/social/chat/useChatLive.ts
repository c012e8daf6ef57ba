import { useQueryClient } from '@tanstack/react-query';
import { chatMessage, socialEvents, type ChatMessage } from '../../../shared/api';
import { queryKeys } from '../../api/queryKeys';
import { useChannel } from '../../realtime/useChannel';

/** Appends a message arriving live to the cached history it belongs to (once, in id order). */
function appendTo(list: ChatMessage[] | undefined, message: ChatMessage): ChatMessage[] | undefined {
  if (!list || list.some((m) => m.id === message.id)) return list;
  return [...list, message].sort((a, b) => a.id - b.id);
}

/**
 * Live chat: messages of a channel (system, party or guild) and of the character's own channel
 * (private messages) go into the cached histories; returns who is on the channel now.
 */
export function useChatLive(characterId: number, wireChannel: string | null, privateChannel: string | null) {
  const queryClient = useQueryClient();
  const receive = (data: unknown) => {
    const parsed = chatMessage.safeParse(data);
    if (!parsed.success) return;
    const message = parsed.data;
    const withId = message.channel === 'private' ? (message.sender.id === characterId ? message.channel_key : message.sender.id) : null;
    queryClient.setQueryData<ChatMessage[]>(queryKeys.chat.history(characterId, message.channel, withId), (list) => appendTo(list, message));
  };
  const { online } = useChannel(wireChannel, { [socialEvents.chatMessage]: receive });
  useChannel(privateChannel, { [socialEvents.chatMessage]: receive });
  return { online, receive };
}
