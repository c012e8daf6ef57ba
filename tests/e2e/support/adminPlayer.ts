import { expect, type Page } from '@playwright/test';
import { verifyEmailFromMailbox } from './mailbox';
import { letters, pageCsrfToken, playAsCreatedCharacter } from './scenePlayer';

/** The page's own JSON headers for a state-changing call (what the client's axios sends). */
export async function apiHeaders(page: Page, characterId?: number): Promise<Record<string, string>> {
  const csrf = await page.evaluate(() => document.querySelector<HTMLMetaElement>('meta[name="csrf-token"]')?.content ?? '');
  return {
    'x-csrf-token': csrf,
    'x-api-version': '1',
    'x-requested-with': 'XMLHttpRequest',
    accept: 'application/json',
    ...(characterId === undefined ? {} : { 'x-character-id': String(characterId) }),
  };
}

/**
 * Registers `email` (an ADMIN_EMAILS address in playwright.config.ts), verifies it from the mailed
 * link (the role counts only a verified address) and plays a new character with it.
 */
export async function playAsVerifiedAdmin(page: Page, email: string): Promise<{ id: number; name: string }> {
  const request = page.request;
  const headers = { 'x-csrf-token': await pageCsrfToken(request), 'x-api-version': '1', accept: 'application/json' };
  const registered = await request.post('/register', { headers, data: { name: 'Game Master', email, password: 'a long enough password', password_confirmation: 'a long enough password' } });
  expect(registered.status(), await registered.text()).toBe(201);
  await verifyEmailFromMailbox(page, email);

  return playAsCreatedCharacter(page, await apiHeaders(page), `Warden ${letters(Date.now() % 26 ** 5)}`);
}
