import { afterEach, describe, expect, it } from 'vitest';
import type { InternalAxiosRequestConfig } from 'axios';
import { z } from 'zod';
import { route } from '../../shared/api/route';
import { callRoute } from './callRoute';
import { http } from './http';
import { fakeAdapter } from '../testing/testAdapter';

const ok = z.object({ ok: z.boolean() });
const buy = route({ method: 'POST', path: '/api/test/buy', access: 'character', response: ok, idempotent: true });
const read = route({ method: 'GET', path: '/api/test/read', access: 'character', response: ok });
const previousAdapter = http.defaults.adapter;

function recordRequests(): InternalAxiosRequestConfig[] {
  const seen: InternalAxiosRequestConfig[] = [];
  http.defaults.adapter = fakeAdapter((config) => (seen.push(config), { status: 200, data: { ok: true } }));
  return seen;
}

afterEach(() => {
  http.defaults.adapter = previousAdapter;
});

describe('callRoute and Idempotency-Key', () => {
  it('sends a fresh key with every call of a money-moving entry', async () => {
    const seen = recordRequests();
    await callRoute(buy);
    await callRoute(buy);
    const keys = seen.map((config) => config.headers.get('Idempotency-Key'));
    expect(keys[0]).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(keys[1]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[0]).not.toBe(keys[1]);
  });

  it('sends no key with other calls', async () => {
    const seen = recordRequests();
    await callRoute(read);
    expect(seen[0]?.headers.get('Idempotency-Key')).toBeUndefined();
  });
});
