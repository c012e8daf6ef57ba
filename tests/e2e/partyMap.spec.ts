import { expect as baseExpect, test } from '@playwright/test';
import type { PartyActionResponse, TravelOptionsResponse } from '../../src/shared/api';
import { flyTo } from './support/flyTo';
import { gameApi } from './support/gameApi';
import { playerContextOptions } from './support/graphics';
import { playAsNewCharacter } from './support/scenePlayer';

test.describe.configure({ timeout: 180_000 });
const expect = baseExpect.configure({ timeout: 20_000 });

test("a party-mate's system is marked on the galaxy map, and the marker follows them when they fly", async ({ page, browser }, testInfo) => {
  const friendContext = await browser.newContext(playerContextOptions());
  const friendPage = await friendContext.newPage();
  const leader = await playAsNewCharacter(page);
  const friend = await playAsNewCharacter(friendPage);
  await page.goto('/game');
  await friendPage.goto('/game');
  const leaderApi = gameApi(page, leader.id);
  const friendApi = gameApi(friendPage, friend.id);

  // No party yet: nothing marked, no list.
  const map = page.getByRole('img', { name: 'Galaxy map' });
  await expect(page.locator('[data-scene-ready="galaxy"]')).toBeVisible();
  await expect(map.locator('[data-party-marker]')).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Party on the map' })).toHaveCount(0);

  const created = await leaderApi.post<PartyActionResponse>('/api/party/create', { name: 'Map Readers' }, 201);
  await friendApi.post('/api/party/join', { join_code: created.party!.join_code });

  // The friend joined (PartyUpdated): marked at the starting system, both share, named in the list.
  const home = created.members[0]!.location;
  const list = page.getByRole('region', { name: 'Party on the map' });
  await expect(map.locator(`[data-party-marker="${home.super_area_id}"]`)).toHaveCount(1);
  await expect(map.locator(`[data-party-marker="${home.super_area_id}"] title`)).toHaveText(`Party: ${friend.name}`);
  await expect(list.locator(`[data-party-system="${home.super_area_id}"]`)).toContainText(friend.name);

  // The friend flies one lane away: the leader's map moves the marker there, live.
  const options = await friendApi.get<TravelOptionsResponse>('/api/travel/options');
  const destination = options.destinations.find((d) => d.direct && !d.is_current)!;
  await flyTo(friendPage, friend.id, destination.id);
  await expect(map.locator(`[data-party-marker="${destination.id}"]`)).toHaveCount(1);
  await expect(map.locator(`[data-party-marker="${home.super_area_id}"]`)).toHaveCount(0);
  const entry = list.locator(`[data-party-system="${destination.id}"]`);
  await expect(entry).toContainText(destination.name);
  await expect(entry).toContainText(friend.name);
  await page.screenshot({ path: testInfo.outputPath('party-map-off.png') });

  // Picking the system in the list selects it on the map.
  await entry.getByRole('button', { name: destination.name }).click();
  await expect(page.getByRole('region', { name: destination.display_name })).toHaveAttribute('data-system-id', String(destination.id));
  await friendContext.close();
});
