import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ChatMessage } from '../../../shared/api';
import { ChatMessageList } from './ChatMessageList';

const message = (id: number, senderId: number, body: string): ChatMessage => ({
  id,
  channel: 'system',
  channel_key: 1,
  sender: { id: senderId, name: `Pilot ${senderId}` },
  body,
  created_at: '2300-01-01T12:00:00.000Z',
});

describe('chat messages', () => {
  it('shows markup as the text typed, never as HTML', () => {
    const body = '<img src=x onerror="alert(1)"><b>bold</b>';
    const { container } = render(<ChatMessageList messages={[message(1, 2, body)]} characterId={1} muted={new Set()} onMute={() => undefined} />);
    expect(screen.getByText(body)).toBeVisible();
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('b')).toBeNull();
  });

  it('leaves muted players out', () => {
    render(<ChatMessageList messages={[message(1, 2, 'hello'), message(2, 3, 'spam spam')]} characterId={1} muted={new Set([3])} onMute={() => undefined} />);
    expect(screen.getByText('hello')).toBeVisible();
    expect(screen.queryByText('spam spam')).toBeNull();
    expect(screen.getByRole('button', { name: 'Mute Pilot 2' })).toBeEnabled();
  });
});
