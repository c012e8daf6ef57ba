import { describe, expect, it } from 'vitest';
import { useTestApp, Visitor } from '../support/testApp';

const ctx = useTestApp();

describe('the HTTP platform', () => {
  it('answers a state-changing request without the CSRF token with 419 and changes nothing', async () => {
    const visitor = await new Visitor(ctx.app).start();
    const response = await visitor.request({
      method: 'POST',
      url: '/register',
      csrf: false,
      payload: { name: 'Eve', email: 'eve@example.com', password: 'long enough pw', password_confirmation: 'long enough pw' },
    });
    expect(response.statusCode).toBe(419);
    expect(response.json()).toEqual({ message: 'CSRF token mismatch.' });
    const wrong = await visitor.request({ method: 'POST', url: '/logout', csrf: false, headers: { 'x-csrf-token': 'not-the-token' } });
    expect(wrong.statusCode).toBe(419);
    const users = await ctx.database.db.selectFrom('users').select('id').where('email', '=', 'eve@example.com').execute();
    expect(users).toHaveLength(0);
  });

  it('accepts the token as a form field too', async () => {
    const visitor = await new Visitor(ctx.app).start();
    const response = await visitor.request({
      method: 'POST',
      url: '/logout',
      csrf: false,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `_token=${encodeURIComponent(visitor.csrfToken)}`,
    });
    expect(response.statusCode).toBe(204);
  });

  it('refuses a body on a route that takes none (422), and signs nobody out', async () => {
    const visitor = await new Visitor(ctx.app).start();
    const json = await visitor.post('/logout', {});
    expect(json.statusCode).toBe(422);
    expect(json.json().errors).toEqual({ body: ['This request takes no body.'] });
    const text = await visitor.request({ method: 'POST', url: '/logout', headers: { 'content-type': 'text/plain' }, payload: '}' });
    expect(text.statusCode).toBe(422);
    const form = await visitor.request({ method: 'POST', url: '/logout', headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: `_token=${encodeURIComponent(visitor.csrfToken)}&admin=1` });
    expect(form.statusCode).toBe(422);
    expect((await visitor.post('/logout')).statusCode).toBe(204);
  });

  it('refuses a form-encoded body (415) everywhere but /logout, and does nothing', async () => {
    const player = new Visitor(ctx.app);
    await player.playAs('former@example.com', 'Form Poster');
    const form = { 'content-type': 'application/x-www-form-urlencoded' };
    const create = await player.request({ method: 'POST', url: '/api/characters', headers: form, payload: 'name=Formed%20Twice' });
    expect(create.statusCode).toBe(415);
    expect(create.json()).toEqual({ message: 'The request body must be JSON (Content-Type: application/json).' });
    const noBody = await player.request({ method: 'POST', url: '/api/inventory/seen', headers: form, payload: `_token=${encodeURIComponent(player.csrfToken)}` });
    expect(noBody.statusCode).toBe(415);
    const xml = await player.request({ method: 'POST', url: '/api/characters', headers: { 'content-type': 'application/xml' }, payload: '<name>Formed</name>' });
    expect(xml.statusCode).toBe(415);
    expect(xml.json()).toEqual({ message: 'The request body must be JSON (Content-Type: application/json).' });
    const names = await ctx.database.db.selectFrom('characters').select('name').where('name', '=', 'Formed Twice').execute();
    expect(names).toHaveLength(0);
    const missing = await player.request({ method: 'POST', url: '/api/nothing-here', headers: form, payload: 'a=1' });
    expect(missing.statusCode).toBe(404);
  });

  it('answers bad input with 422 in Laravel shape', async () => {
    const visitor = await new Visitor(ctx.app).start();
    const response = await visitor.post('/register', { email: 'not-an-email', password: 42 });
    expect(response.statusCode).toBe(422);
    const body = response.json();
    expect(body.errors).toEqual({
      name: ['The name field is required.'],
      email: ['The email field must be a valid email address.'],
      password: ['The password field must be a string.'],
      password_confirmation: ['The password confirmation field is required.'],
    });
    expect(body.message).toBe('The name field is required. (and 3 more errors)');
  });

  it('rejects a non-JSON body, a huge body and another API version clearly', async () => {
    const visitor = await new Visitor(ctx.app).start();
    const broken = await visitor.request({ method: 'POST', url: '/login', headers: { 'content-type': 'application/json' }, payload: '{"email":' });
    expect(broken.statusCode).toBe(400);
    expect(broken.json().message).toBe('The request body is not valid JSON.');

    const huge = await visitor.post('/login', { email: 'a@b.co', password: 'x'.repeat(100_000) });
    expect(huge.statusCode).toBe(413);
    expect(huge.json().message).toBe('The request body is too large.');

    const version = await visitor.request({ method: 'GET', url: '/api/user', headers: { 'x-api-version': '2' } });
    expect(version.statusCode).toBe(400);
    expect(version.json().message).toBe('Unsupported API version "2". This server speaks version 1.');
  });

  it('answers unknown API paths with a JSON 404 and reports health at /up', async () => {
    const visitor = await new Visitor(ctx.app).start();
    const missing = await visitor.get('/api/nothing-here');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Not found.');
    const up = await ctx.app.inject({ method: 'GET', url: '/up' });
    expect(up.statusCode).toBe(200);
    expect(up.json()).toEqual({ status: 'up', database: 'up' });
  });

  it('sends security headers and an HttpOnly, SameSite=Lax session cookie', async () => {
    const visitor = await new Visitor(ctx.app).start();
    const response = await visitor.register('cookie@example.com');
    const cookie = response.cookies.find((c) => c.name === 'starlane_session');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
  });
});
