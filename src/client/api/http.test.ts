import { describe, expect, it, vi } from 'vitest';
import type { InternalAxiosRequestConfig } from 'axios';
import { ValidationError, alertMessage, errorMessage } from './apiErrors';
import { CSRF_RELOAD_MESSAGE, http } from './http';
import { setPageNavigator } from './pageNavigator';
import { fakeAdapter } from '../testing/testAdapter';

function setMetaToken(token: string) {
  let meta = document.querySelector<HTMLMetaElement>('meta[name="csrf-token"]');
  if (!meta) {
    meta = document.createElement('meta');
    meta.name = 'csrf-token';
    document.head.append(meta);
  }
  meta.content = token;
}

function metaToken(): string | undefined {
  return document.querySelector<HTMLMetaElement>('meta[name="csrf-token"]')?.content;
}

function fakeNavigator() {
  const navigator = { reload: vi.fn<() => void>(), assign: vi.fn<(url: string) => void>() };
  setPageNavigator(navigator);
  return navigator;
}

describe('http request defaults', () => {
  it('sends the ajax, accept, API version and CSRF headers with credentials', async () => {
    setMetaToken('token-one');
    const seen: InternalAxiosRequestConfig[] = [];
    await http.get('/api/user', { adapter: fakeAdapter((config) => (seen.push(config), { status: 200 })) });

    const config = seen[0];
    expect(config).toBeDefined();
    expect(config?.headers.get('X-Requested-With')).toBe('XMLHttpRequest');
    expect(config?.headers.get('Accept')).toBe('application/json');
    expect(config?.headers.get('X-API-Version')).toBe('1');
    expect(config?.headers.get('X-CSRF-TOKEN')).toBe('token-one');
    expect(config?.withCredentials).toBe(true);
  });

  it('reads the meta token afresh on every request', async () => {
    const tokens: unknown[] = [];
    const adapter = fakeAdapter((config) => {
      tokens.push(config.headers.get('X-CSRF-TOKEN'));
      return { status: 200 };
    });

    setMetaToken('first');
    await http.get('/a', { adapter });
    setMetaToken('second');
    await http.get('/b', { adapter });

    expect(tokens).toEqual(['first', 'second']);
  });

  it('adopts a rotated token from a response header for the next request', async () => {
    setMetaToken('old-token');
    const tokens: unknown[] = [];
    const adapter = fakeAdapter((config) => {
      tokens.push(config.headers.get('X-CSRF-TOKEN'));
      return { status: 200, headers: { 'X-CSRF-TOKEN': 'rotated-token' } };
    });

    await http.post('/login', {}, { adapter });
    expect(metaToken()).toBe('rotated-token');
    await http.get('/api/user', { adapter });

    expect(tokens).toEqual(['old-token', 'rotated-token']);
  });

  it('adopts a rotated token even from an error response', async () => {
    setMetaToken('old-token');
    const adapter = fakeAdapter(() => ({
      status: 422,
      data: { message: 'Bad.', errors: { email: ['Bad.'] } },
      headers: { 'x-csrf-token': 'after-error' },
    }));

    await expect(http.post('/login', {}, { adapter })).rejects.toBeInstanceOf(ValidationError);
    expect(metaToken()).toBe('after-error');
  });
});

describe('http error handling', () => {
  it('logs the CSRF mismatch and reloads the page on 419', async () => {
    const navigator = fakeNavigator();
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    const adapter = fakeAdapter(() => ({ status: 419, data: { message: 'CSRF token mismatch.' } }));

    await expect(http.post('/api/characters', {}, { adapter })).rejects.toThrow();

    expect(consoleError).toHaveBeenCalledWith(CSRF_RELOAD_MESSAGE);
    expect(CSRF_RELOAD_MESSAGE).toMatch(/token mismatch/i);
    expect(CSRF_RELOAD_MESSAGE).toMatch(/reload/i);
    expect(navigator.reload).toHaveBeenCalledTimes(1);
    expect(navigator.assign).not.toHaveBeenCalled();
  });

  it('navigates to the location header of a 409', async () => {
    const navigator = fakeNavigator();
    const adapter = fakeAdapter(() => ({ status: 409, headers: { Location: '/login' } }));

    await expect(http.get('/dashboard', { adapter })).rejects.toThrow();

    expect(navigator.assign).toHaveBeenCalledWith('/login');
    expect(navigator.reload).not.toHaveBeenCalled();
  });

  it('does not navigate on a 409 without a location header', async () => {
    const navigator = fakeNavigator();
    const adapter = fakeAdapter(() => ({ status: 409, data: { message: 'Conflict' } }));

    await expect(http.get('/x', { adapter })).rejects.toThrow();

    expect(navigator.assign).not.toHaveBeenCalled();
  });

  it('rejects a 422 with the message and the field errors', async () => {
    const body = {
      message: 'These credentials do not match our records.',
      errors: { email: ['These credentials do not match our records.'] },
    };
    const adapter = fakeAdapter(() => ({ status: 422, data: body }));

    const error: unknown = await http.post('/login', {}, { adapter }).catch((err: unknown) => err);

    expect(error).toBeInstanceOf(ValidationError);
    expect((error as ValidationError).message).toBe(body.message);
    expect((error as ValidationError).errors).toEqual(body.errors);
  });

  it('errorMessage prefers the server message and falls back otherwise', async () => {
    const throttled = await http
      .post('/login', {}, {
        adapter: fakeAdapter(() => ({ status: 429, data: { message: 'Too many login attempts.' } })),
      })
      .catch((err: unknown) => err);
    const bare = await http
      .get('/x', { adapter: fakeAdapter(() => ({ status: 500, data: '' })) })
      .catch((err: unknown) => err);

    expect(errorMessage(throttled)).toBe('Too many login attempts.');
    expect(errorMessage(bare)).toBe('An error occurred');
    expect(errorMessage(bare, 'Failed to load equipment')).toBe('Failed to load equipment');
  });

  it('alertMessage reads the error field of a refusal, else the fallback', async () => {
    const refusal = { message: 'Insufficient credits.', error: 'Insufficient credits.', errors: { fuel_amount: ['Insufficient credits.'] } };
    const refused = await http.post('/api/ship/refuel', {}, { adapter: fakeAdapter(() => ({ status: 422, data: refusal })) }).catch((err: unknown) => err);
    const plain = await http.post('/api/ship/refuel', {}, { adapter: fakeAdapter(() => ({ status: 500, data: { message: 'Server Error' } })) }).catch((err: unknown) => err);

    expect(alertMessage(refused, 'Refuel failed')).toBe('Insufficient credits.');
    expect(alertMessage(plain, 'Refuel failed')).toBe('Refuel failed');
  });
});
