import { describe, expect, it } from 'vitest';
import { useTestApp, Visitor } from '../support/testApp';

const context = useTestApp({}, { builtClientAssets: {} });
const BROWSER_ACCEPT = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';

describe('a URL that is both a page and an API call (/user/api-tokens)', () => {
  it('reloading it in a browser shows the page, while the client still gets JSON', async () => {
    const player = await new Visitor(context.app).start();
    expect((await player.register('tokens-page@example.com')).statusCode).toBe(201);

    const reload = await player.request({ method: 'GET', url: '/user/api-tokens', headers: { accept: BROWSER_ACCEPT, 'sec-fetch-mode': 'navigate' } });
    expect(reload.statusCode).toBe(200);
    expect(reload.headers['content-type']).toMatch(/^text\/html/);
    expect(reload.body).toContain('<meta name="csrf-token"');
    expect(reload.body).not.toContain('"tokens"');
    expect(reload.headers.vary).toMatch(/accept/i);

    const call = await player.request({ method: 'GET', url: '/user/api-tokens', headers: { 'x-requested-with': 'XMLHttpRequest' } });
    expect(call.statusCode).toBe(200);
    expect(call.json()).toEqual({ tokens: [] });
    expect(call.headers.vary).toMatch(/accept/i);
  });

  it('an API tool asking for JSON without a session still gets the JSON 401', async () => {
    const tool = await context.app.inject({ method: 'GET', url: '/user/api-tokens', headers: { accept: 'application/json' } });
    expect(tool.statusCode).toBe(401);
    expect(tool.headers['content-type']).toMatch(/^application\/json/);
  });

  it('a page the SPA alone owns is still served to a browser', async () => {
    const page = await context.app.inject({ method: 'GET', url: '/user/profile', headers: { accept: BROWSER_ACCEPT } });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
  });
});
