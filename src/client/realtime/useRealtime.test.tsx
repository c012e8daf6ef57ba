import { act, renderHook } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useConnectionStore } from '../stores/connectionStore';
import { useGameStore } from '../stores/gameStore';
import type { RealtimeClientOptions } from './realtimeClient';
import { useRealtime } from './useRealtime';

const clients: Array<{ options: RealtimeClientOptions; follow: ReturnType<typeof vi.fn>; disconnect: ReturnType<typeof vi.fn> }> = [];

vi.mock('./realtimeClient', () => ({
  RealtimeClient: vi.fn(function (this: object, options: RealtimeClientOptions) {
    const client = { options, follow: vi.fn(), disconnect: vi.fn() };
    clients.push(client);
    return client;
  }),
}));

function wrapper({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={new QueryClient()}>{children}</QueryClientProvider>;
}

beforeEach(() => {
  const meta = document.createElement('meta');
  meta.name = 'pusher-config';
  meta.content = '{"key":"abc123","host":"localhost","port":8080,"tls":false}';
  document.head.append(meta);
});
afterEach(() => {
  clients.length = 0;
  document.head.querySelectorAll('meta[name="pusher-config"]').forEach((meta) => meta.remove());
});

describe('useRealtime', () => {
  it("follows the active character's channel and re-makes it when the character changes", () => {
    useGameStore.getState().setActiveCharacterId(4);
    const { unmount } = renderHook(() => useRealtime(), { wrapper });
    expect(clients).toHaveLength(1);
    const [client] = clients;
    expect(client?.options.config).toEqual({ key: 'abc123', host: 'localhost', port: 8080, tls: false });
    expect(client?.follow).toHaveBeenLastCalledWith(4);

    act(() => useGameStore.getState().setActiveCharacterId(9));
    expect(client?.follow).toHaveBeenLastCalledWith(9);
    act(() => useGameStore.getState().clearActiveCharacter());
    expect(client?.follow).toHaveBeenLastCalledWith(null);

    unmount();
    expect(client?.disconnect).toHaveBeenCalled();
  });

  it('puts the real connection state into the connection store', () => {
    renderHook(() => useRealtime(), { wrapper });
    expect(useConnectionStore.getState().status).toBe('connecting');
    act(() => clients[0]?.options.onStatus?.('connected'));
    expect(useConnectionStore.getState().status).toBe('connected');
    act(() => clients[0]?.options.onStatus?.('offline'));
    expect(useConnectionStore.getState().status).toBe('offline');
  });

  it('reports a page without realtime config on the console only, and shows offline', () => {
    document.head.querySelectorAll('meta[name="pusher-config"]').forEach((meta) => meta.remove());
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderHook(() => useRealtime(), { wrapper });
    expect(clients).toHaveLength(0);
    expect(error).toHaveBeenCalledWith(expect.stringContaining('pusher-config'), undefined);
    expect(useConnectionStore.getState().status).toBe('offline');
  });
});
