import { expect, type Page } from '@playwright/test';

/** Game calls made with the page's own session, as the given character (what the client's axios does). */
export function gameApi(page: Page, characterId: number) {
  const headers = async () => ({
    'x-csrf-token': await page.evaluate(() => document.querySelector<HTMLMetaElement>('meta[name="csrf-token"]')?.content ?? ''),
    'x-api-version': '1',
    'x-character-id': String(characterId),
    'x-requested-with': 'XMLHttpRequest',
    accept: 'application/json',
  });
  return {
    async get<T>(url: string): Promise<T> {
      const response = await page.request.get(url, { headers: await headers() });
      expect(response.status(), `${url}: ${await response.text()}`).toBe(200);
      return (await response.json()) as T;
    },
    /** `data` undefined: no body (a write that takes none refuses even `{}`). */
    async post<T>(url: string, data: object | undefined, status = 200): Promise<T> {
      const response = await page.request.post(url, { headers: await headers(), ...(data === undefined ? {} : { data }) });
      expect(response.status(), `${url}: ${await response.text()}`).toBe(status);
      return (await response.json()) as T;
    },
  };
}
