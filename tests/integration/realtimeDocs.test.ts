import { describe, expect, it } from 'vitest';
import { characterEvents } from '../../src/shared/api/broadcasting';
import { socialEvents } from '../../src/shared/api/socialChannels';
import { useTestApp } from '../support/testApp';

/**
 * Issue 41: the realtime channels and events are published as an AsyncAPI 3 document and a page
 * of their own, both built from the contract's lists, so a new event cannot be left out.
 */
const ctx = useTestApp();
const everyEvent = [...characterEvents, ...Object.values(socialEvents)];

/** Every `$ref` of a JSON value. */
function refsOf(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(refsOf);
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([key, inner]) => (key === '$ref' && typeof inner === 'string' ? [inner] : refsOf(inner)));
}

function resolve(document: unknown, ref: string): unknown {
  return ref
    .slice(2)
    .split('/')
    .reduce<unknown>((at, part) => (at as Record<string, unknown> | undefined)?.[part.replace(/~1/g, '/').replace(/~0/g, '~')], document);
}

describe('the realtime documentation', () => {
  it('serves an AsyncAPI 3 document with every event on its channels', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/asyncapi.json' });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.asyncapi).toBe('3.0.0');
    expect(Object.keys(document.components.messages).sort()).toEqual([...everyEvent].sort());
    expect(Object.keys(document.channels.character.messages)).toEqual([...characterEvents]);
    expect(document.channels.character.address).toBe('private-character.{id}');
    const carried = new Set(Object.values(document.channels as Record<string, { messages: object }>).flatMap((channel) => Object.keys(channel.messages)));
    expect([...carried].sort()).toEqual([...everyEvent].sort());
    for (const ref of refsOf(document)) expect(resolve(document, ref), ref).toBeDefined();
    // A payload the contract types is documented as the contract says, with the event id beside it.
    expect(document.components.messages.JourneyArrived.payload.properties).toHaveProperty('event_id');
    expect(document.components.messages.ChatMessage.payload.required).toContain('body');
  });

  it('shows every event on the realtime page', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/docs/realtime' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    for (const name of everyEvent) expect(response.body).toContain(`data-event="${name}"`);
  });

  it('serves the API reference page and its viewer without the game client', async () => {
    const page = await ctx.app.inject({ method: 'GET', url: '/docs/api' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('/docs/assets/standalone.js');
    const viewer = await ctx.app.inject({ method: 'GET', url: '/docs/assets/standalone.js', headers: { 'accept-encoding': 'gzip' } });
    expect(viewer.statusCode).toBe(200);
    expect(viewer.headers['content-encoding']).toBe('gzip');
    expect(viewer.headers['content-type']).toContain('javascript');
  });
});
