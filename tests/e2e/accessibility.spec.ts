import { expect, test, type Page } from '@playwright/test';
import { findings } from './support/axeFindings';
import { playAsNewCharacter } from './support/scenePlayer';

// The pages are swept with the config's graphics Off: the game view with its 3D canvas has a spec
// of its own (accessibilityGameView.spec.ts), so these sweeps pay for no software renderer.
test.describe.configure({ timeout: 240_000 });

/** Every page a visitor can open signed out (router.tsx, publicPageRoutes.ts). */
const PUBLIC_PAGES = [
  '/',
  '/login',
  '/register',
  '/forgot-password',
  '/reset-password/not-a-real-token',
  '/two-factor-challenge',
  '/email/verify/1/not-a-real-hash',
  '/professions',
  '/features',
  '/guide',
  '/trading-guide',
  '/terms-of-service',
  '/privacy-policy',
];

/** Every signed-in page without an id in its path (signedInRoutes.tsx, worldPageRoutes.ts); admin pages show their refusal. */
const SIGNED_IN_PAGES = [
  '/user/confirm-password',
  '/characters',
  '/characters/new',
  '/dashboard',
  '/inventory',
  '/equipment',
  '/user/profile',
  '/user/api-tokens',
  '/email/verify',
  '/combat',
  '/enemies',
  '/npcs',
  '/party',
  '/groups',
  '/guilds',
  '/missions',
  '/quests',
  '/chat',
  '/main-menu',
  '/galaxy',
  '/planets',
  '/super-areas',
  '/locations',
  '/movement',
  '/economy',
  '/admin',
  '/admin/audit',
];

/** Pages with an id, reached from the first link to one on the page that lists them. */
const DETAIL_PAGES: ReadonlyArray<readonly [list: string, link: RegExp]> = [
  ['/professions', /^\/skills\/[^/]+$/],
  ['/enemies', /^\/enemies\/\d+$/],
  ['/npcs', /^\/npcs\/\d+$/],
  ['/super-areas', /^\/super-areas\/\d+$/],
  ['/planets', /^\/planets\/\d+$/],
  ['/locations', /^\/locations\/\d+$/],
];

/** Opens `path`, waits until the page has drawn its heading and settled, and returns its findings. */
async function audit(page: Page, path: string): Promise<string[]> {
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('main').getByRole('heading').first()).toBeVisible();
  return (await findings(page)).map((line) => `${path}: ${line}`);
}

test('every public page: no serious or moderate axe finding', async ({ page }) => {
  const all: string[] = [];
  for (const path of PUBLIC_PAGES) all.push(...(await audit(page, path)));
  expect(all).toEqual([]);
});

test('every signed-in page and the pages behind their lists: no serious or moderate axe finding', async ({ page }) => {
  const character = await playAsNewCharacter(page);
  const { location, place } = (await (await page.request.get(`/api/characters/${character.id}`, { headers: { accept: 'application/json' } })).json()) as {
    location: { district: { id: number } };
    place: { id: number };
  };
  // The quest list opens quests in a dialog; the quest's own page is reached by its address.
  const quests = (await (
    await page.request.get('/api/quest-progress/', { headers: { accept: 'application/json', 'x-api-version': '1', 'x-character-id': String(character.id) } })
  ).json()) as { quests: { id: number }[] };
  const all: string[] = [];
  const pages = [
    ...SIGNED_IN_PAGES,
    `/quests/${quests.quests[0]?.id ?? 1}`,
    `/characters/${character.id}`,
    `/characters/${character.id}/location`,
    `/districts/${location.district.id}`,
    `/places/${place.id}`,
  ];
  for (const path of pages) all.push(...(await audit(page, path)));
  for (const [list, pattern] of DETAIL_PAGES) {
    await page.goto(list);
    await page.waitForLoadState('networkidle');
    const hrefs = await page.locator('a[href]').evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
    const detail = hrefs.find((href) => pattern.test(href));
    if (detail) all.push(...(await audit(page, detail)));
    else all.push(`${list}: no link to ${pattern}`);
  }
  expect(all).toEqual([]);
});
