import type { APIRequestContext, Page } from '@playwright/test';
import { expect } from '@playwright/test';
import { GAME_STORE_KEY } from '../../../src/client/stores/gameStore';

let playerNumber = 0;

/** A number written in letters (a-z), since character names allow no symbols and digits read badly. */
export function letters(n: number): string {
  let out = '';
  do {
    out = String.fromCharCode(97 + (n % 26)) + out;
    n = Math.floor(n / 26);
  } while (n > 0);
  return out;
}

/** The CSRF token the server put in the page for this browser's session. */
export async function pageCsrfToken(request: APIRequestContext): Promise<string> {
  const html = await (await request.get('/')).text();
  const token = /<meta name="csrf-token" content="([^"]+)"/.exec(html)?.[1];
  if (!token) throw new Error('no csrf-token meta tag on the page');
  return token;
}

/** What a test character starts with: `welcome` keeps tutorial hints on, so the game page greets it. */
export interface NewCharacterOptions {
  welcome?: boolean;
}

/**
 * Registers a player and creates a character through the HTTP API, in the page's browser
 * context (so the session cookie is the page's), and makes it the active character.
 */
export async function playAsNewCharacter(page: Page, options: NewCharacterOptions = {}): Promise<{ id: number; name: string }> {
  const request = page.request;
  const n = `${letters(Date.now() % 26 ** 5)}${letters(++playerNumber)}`;
  const headers = { 'x-csrf-token': await pageCsrfToken(request), 'x-api-version': '1', accept: 'application/json' };
  const registered = await request.post('/register', {
    headers,
    data: { name: 'Scene Pilot', email: `scene-${n}@example.com`, password: 'scene password', password_confirmation: 'scene password' },
  });
  expect(registered.status(), await registered.text()).toBe(201);
  // Registering rotates the token.
  const token = registered.headers()['x-csrf-token'] ?? (await pageCsrfToken(request));
  return playAsCreatedCharacter(page, { ...headers, 'x-csrf-token': token }, `Pilot ${n}`, options);
}

/**
 * Creates a character named `name` with the page's signed-in session and makes it the active one.
 * Tutorial hints are turned off unless `welcome` is asked for: the welcome briefing over the map
 * would otherwise sit where specs click systems.
 */
export async function playAsCreatedCharacter(page: Page, headers: Record<string, string>, name: string, { welcome = false }: NewCharacterOptions = {}): Promise<{ id: number; name: string }> {
  const created = await page.request.post('/api/characters', { headers, data: { name } });
  expect(created.status(), await created.text()).toBe(201);
  const character = (await created.json()) as { id: number; name: string };
  if (!welcome) {
    const hints = await page.request.post('/api/onboarding/toggle-tutorial', { headers: { ...headers, 'x-character-id': String(character.id) }, data: { enabled: false } });
    expect(hints.status(), await hints.text()).toBe(200);
  }
  // The game store's persisted shape (zustand persist, version 1).
  await page.addInitScript(
    ([key, id]) => window.localStorage.setItem(key as string, JSON.stringify({ state: { activeCharacterId: id }, version: 1 })),
    [GAME_STORE_KEY, character.id] as const,
  );
  return character;
}
