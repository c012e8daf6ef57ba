import { useEffect, useRef } from 'react';
import type { ChatMessage } from '../../../shared/api';
import { Button } from '../../ui/Button';

const time = (iso: string) => new Date(iso).toLocaleTimeString('en-GB', { hour: '2-digit', minute: '2-digit' });

/**
 * A channel's messages, oldest first. Bodies are rendered as text nodes, so markup a player types
 * shows as the characters typed, never as HTML. Muted players' messages are left out.
 */
export function ChatMessageList({ messages, characterId, muted, onMute }: { messages: ChatMessage[]; characterId: number; muted: ReadonlySet<number>; onMute: (id: number, name: string) => void }) {
  const end = useRef<HTMLLIElement>(null);
  const shown = messages.filter((m) => !muted.has(m.sender.id));
  // A block body: newer Chromium's scrollIntoView returns a promise, which React would take for a cleanup.
  useEffect(() => {
    void end.current?.scrollIntoView?.({ block: 'nearest' });
  }, [shown.length]);
  if (shown.length === 0) return <p className="social-muted chat-empty">No messages yet. Say hello.</p>;
  return (
    <ol className="chat-messages" aria-label="Messages" aria-live="polite">
      {shown.map((message) => (
        <li key={message.id} className="chat-message" data-own={message.sender.id === characterId ? 'yes' : 'no'}>
          <span className="chat-meta">
            <strong className="chat-sender">{message.sender.name}</strong>
            <time dateTime={message.created_at}>{time(message.created_at)}</time>
            {message.sender.id !== characterId && (
              <Button variant="ghost" className="chat-mute" onClick={() => onMute(message.sender.id, message.sender.name)} aria-label={`Mute ${message.sender.name}`}>
                Mute
              </Button>
            )}
          </span>
          <span className="chat-body">{message.body}</span>
        </li>
      ))}
      <li ref={end} aria-hidden="true" className="chat-end" />
    </ol>
  );
}
