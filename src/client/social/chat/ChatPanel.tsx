import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { ChatChannelName } from '../../../shared/api';
import { chatCalls, chatChannelsQueryOptions, chatHistoryQueryOptions } from './chat';
import { errorMessage } from '../../api/apiErrors';
import { queryKeys } from '../../api/queryKeys';
import { useActiveCharacter } from '../../characters/useActiveCharacter';
import { useSocialMutation } from '../useSocialMutation';
import { ChatComposer } from './ChatComposer';
import { ChatMessageList } from './ChatMessageList';
import { MutedPlayers } from './MutedPlayers';
import { PrivateTarget } from './PrivateTarget';
import { useChatLive } from './useChatLive';
import { Loadable } from '../../ui/Loadable';
import '../social.css';
import './chat.css';

const TAB_LABELS: Record<ChatChannelName, string> = { system: 'System', party: 'Party', guild: 'Guild', private: 'Private' };

/** A tab's label: the channel, and for system, party and guild which one. */
const tabLabel = (name: ChatChannelName, of: string | undefined) => (of ? `${TAB_LABELS[name]} · ${of}` : TAB_LABELS[name]);

/**
 * Chat (issue 19): the current star system, the party, the guild and private messages. History
 * loads on open; new messages arrive over the realtime server; who is on the channel shows live.
 */
export function ChatPanel({ characterId }: { characterId: number }) {
  const queryClient = useQueryClient();
  const [tab, setTab] = useState<ChatChannelName>('system');
  const [withId, setWithId] = useState<number | null>(null);
  const systemId = useActiveCharacter().data?.location.superArea.id ?? null;
  const channels = useQuery(chatChannelsQueryOptions(characterId, systemId));
  const current = channels.data?.channels.find((c) => c.channel === tab) ?? null;
  const { online, receive } = useChatLive(characterId, current?.wire_channel ?? null, channels.data?.private_channel ?? null);
  const history = useQuery(chatHistoryQueryOptions(characterId, tab, tab === 'private' ? withId : null));
  const setMutes = (result: { mutes: { id: number; name: string }[] }) => {
    queryClient.setQueryData([...queryKeys.chat.channels(characterId), systemId], (old: typeof channels.data) => (old ? { ...old, mutes: result.mutes } : old));
  };
  const mute = useSocialMutation(chatCalls.mute, setMutes);

  return (
    <Loadable query={channels} loading="Loading chat…" failure={errorMessage(channels.error, 'Failed to load chat')}>
      {(list) => {
        const available = new Set<ChatChannelName>([...list.channels.map((c) => c.channel), 'private']);
        const muted = new Set(list.mutes.map((m) => m.id));
        const target = tab === 'private' ? (withId !== null ? { channel: tab, recipient_id: withId } : null) : current ? { channel: tab } : null;

        return (
          <div className="chat">
            <div className="chat-tabs" role="tablist" aria-label="Chat channels">
              {(Object.keys(TAB_LABELS) as ChatChannelName[]).map((name) => (
                <button key={name} type="button" role="tab" aria-selected={tab === name} disabled={!available.has(name)} className="chat-tab" onClick={() => setTab(name)}>
                  {tabLabel(name, list.channels.find((c) => c.channel === name)?.name)}
                </button>
              ))}
            </div>
            {tab === 'private' && <PrivateTarget value={withId} onChange={setWithId} />}
            {current && tab !== 'private' && (
              <p className="social-muted chat-online" aria-label="Who is here">
                Here now ({online.length}): {online.map((m) => m.name).join(', ') || '—'}
              </p>
            )}
            <div role="tabpanel" aria-label={TAB_LABELS[tab]} className="chat-panel">
              {history.isPending && target ? <p className="dp-loading">Loading messages…</p> : <ChatMessageList messages={history.data ?? []} characterId={characterId} muted={muted} onMute={(id) => mute.run(id)} />}
            </div>
            {target && <ChatComposer key={`${tab}-${withId}`} target={target} onSent={receive} label={`Message ${TAB_LABELS[tab]}`} />}
            <MutedPlayers mutes={list.mutes} onChange={setMutes} />
          </div>
        );
      }}
    </Loadable>
  );
}
