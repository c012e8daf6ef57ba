import { afterEach, describe, expect, it } from 'vitest';
import { readPusherConfig } from './pusherConfig';

function setMeta(content: string): void {
  const meta = document.createElement('meta');
  meta.name = 'pusher-config';
  meta.content = content;
  document.head.append(meta);
}

afterEach(() => document.head.querySelectorAll('meta[name="pusher-config"]').forEach((meta) => meta.remove()));

describe('readPusherConfig', () => {
  it('reads the key, host, port and TLS flag the server put in the page', () => {
    setMeta('{"key":"abc123","host":"play.starlane.test","port":443,"tls":true}');
    expect(readPusherConfig()).toEqual({ key: 'abc123', host: 'play.starlane.test', port: 443, tls: true });
  });

  it('gives null when the tag is missing or malformed', () => {
    expect(readPusherConfig()).toBeNull();
    setMeta('{not json');
    expect(readPusherConfig()).toBeNull();
  });
});
