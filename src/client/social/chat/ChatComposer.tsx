import { useState, type FormEvent } from 'react';
import { CHAT_MAX_LENGTH, type ChatMessage, type SendChatRequest } from '../../../shared/api';
import { chatCalls } from './chat';
import { useSocialMutation } from '../useSocialMutation';

/** Writes a message to the channel (at most 500 characters); the server's refusal (429 when too fast) shows under it. */
export function ChatComposer({ target, onSent, label }: { target: Omit<SendChatRequest, 'body'>; onSent: (message: ChatMessage) => void; label: string }) {
  const [text, setText] = useState('');
  const send = useSocialMutation(chatCalls.send, ({ message }) => {
    setText('');
    onSent(message);
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    if (text.trim() !== '') send.run({ ...target, body: text });
  }

  return (
    <form className="chat-composer" aria-label="Send a message" onSubmit={submit}>
      <input className="field-input" aria-label={label} placeholder={label} value={text} maxLength={CHAT_MAX_LENGTH} onChange={(e) => setText(e.target.value)} />
      <button type="submit" className="btn btn-primary" disabled={send.busy || text.trim() === ''}>
        Send
      </button>
      <span className="social-muted chat-count">
        {text.length}/{CHAT_MAX_LENGTH}
      </span>
      {send.problem && (
        <p className="form-alert" role="alert">
          {send.problem}
        </p>
      )}
    </form>
  );
}
