import { useQueryClient } from '@tanstack/react-query';
import type { GuildResponse } from '../../../shared/api';
import { queryKeys } from '../../api/queryKeys';
import { useSocialMutation } from '../useSocialMutation';

/** A guild action: its answer (the guild page afterwards) replaces the cached page; the index and chat refetch. */
export function useGuildAction<Args extends unknown[]>(characterId: number, guildId: number, call: (...args: Args) => Promise<GuildResponse & { message: string }>) {
  const queryClient = useQueryClient();
  return useSocialMutation(call, async (result) => {
    queryClient.setQueryData(queryKeys.guilds.one(characterId, guildId), result);
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: queryKeys.guilds.list(characterId) }),
      queryClient.invalidateQueries({ queryKey: queryKeys.chat.channels(characterId) }),
      queryClient.invalidateQueries({ queryKey: queryKeys.characterRoot }),
    ]);
  });
}
