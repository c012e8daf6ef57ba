import { expect as baseExpect, test } from '@playwright/test';
import type { CombatActionResponse, PartyActionResponse, ShopResponse, SkillSummary } from '../../src/shared/api';
import { settled } from './support/datapadPage';
import { playFightTurn } from './support/fightTurn';
import { meterOf } from './support/fightUntilHurt';
import { gameApi } from './support/gameApi';
import { twoPlayersOnCombatPage } from './support/twoPlayers';

test.describe.configure({ timeout: 180_000 });
const expect = baseExpect.configure({ timeout: 20_000 });

test('a player starts Medic and heals a party-mate in their shared fight: the mate’s HAM rises on the mate’s own screen', async ({ page: ownerPage, browser }, testInfo) => {
  const { owner, mate: medic, mateContext: medicContext, matePage: medicPage } = await twoPlayersOnCombatPage(ownerPage, browser);
  const medicApi = gameApi(medicPage, medic.id);

  // The medic starts the Medic profession (its novice skill carries the healing modifier) and buys a Stim Pack here.
  const { professions } = await medicApi.get<{ professions: { id: number; name: string }[] }>('/api/swg-skills/professions');
  await medicApi.post(`/api/swg-skills/character/${medic.id}/start-profession`, { profession_id: professions.find((p) => p.name === 'Medic')!.id });
  const shops = await medicApi.get<ShopResponse>('/api/shops/current');
  const stim = shops.shops.flatMap((shop) => shop.offers.map((offer) => ({ shop, offer }))).find(({ offer }) => offer.name === 'Stim Pack');
  if (!stim) throw new Error('no shop here sells a Stim Pack');
  await medicApi.post('/api/shops/buy', { place_id: stim.shop.place.id, item_template_id: stim.offer.item_template_id });

  // One party; the owner starts a fight and plays a turn (its blow costs action, so there is something to heal).
  const created = await gameApi(ownerPage, owner.id).post<PartyActionResponse>('/api/party/create', {}, 201);
  await medicApi.post('/api/party/join', { join_code: created.party!.join_code });
  await ownerPage.goto('/combat');
  await ownerPage.getByRole('region', { name: 'Who you can fight here' }).getByRole('button', { name: 'Fight' }).first().click();
  await ownerPage.waitForURL(/\/combat\/\d+$/);
  const ownerPanel = ownerPage.locator('.fight-panel');
  await expect(ownerPanel).toHaveAttribute('data-session-status', 'active');
  await playFightTurn(ownerPage);

  // The medic joins the fight from its combat page.
  await medicPage.goto('/combat');
  await medicPage.getByRole('region', { name: 'Your party’s fights' }).getByRole('button', { name: /^Join .+'s fight$/ }).click();
  await medicPage.waitForURL(/\/combat\/\d+$/);
  const medicPanel = medicPage.locator('.fight-panel');
  await expect(medicPanel).toHaveAttribute('data-session-status', 'active');
  const side = medicPage.getByRole('list', { name: 'Your side' });
  await expect(side.getByRole('listitem')).toHaveCount(2);

  // The owner's HAM before the heal, as its own page shows it.
  await settled(ownerPage);
  const before = { health: await meterOf(ownerPage, 'You Health'), action: await meterOf(ownerPage, 'You Action'), mind: await meterOf(ownerPage, 'You Mind') };

  // The medic heals the owner as its turn, with the Stim Pack.
  await expect(medicPage.getByTestId('turn-blocker')).toHaveCount(0);
  const turn = Number(await medicPanel.getAttribute('data-turn'));
  const answered = medicPage.waitForResponse((r) => r.url().includes('/api/swg-combat/session/') && r.request().method() === 'POST');
  await side.getByRole('button', { name: new RegExp(`^Heal ${owner.name}`) }).click();
  const response = await answered;
  expect(response.status(), await response.text()).toBe(200);
  const healed = ((await response.json()) as CombatActionResponse).results[0]!.healed;
  expect(healed.health + healed.action + healed.mind).toBeGreaterThan(0);
  await expect(medicPanel).toHaveAttribute('data-turn', String(turn + 1));
  const words = `You use Stim Pack on ${owner.name}: +${healed.health} health, +${healed.action} action, +${healed.mind} mind.`;
  await expect(medicPage.getByRole('list', { name: 'Turn log' })).toContainText(words);

  // The owner's page follows (realtime): its HAM bars show the points healed, and its log says who healed it.
  await expect(ownerPanel).toHaveAttribute('data-turn', String(turn + 1));
  await expect(ownerPage.getByRole('meter', { name: 'You Health', exact: true })).toHaveAttribute('aria-valuenow', String(before.health.now + healed.health));
  await expect(ownerPage.getByRole('meter', { name: 'You Action', exact: true })).toHaveAttribute('aria-valuenow', String(before.action.now + healed.action));
  await expect(ownerPage.getByRole('meter', { name: 'You Mind', exact: true })).toHaveAttribute('aria-valuenow', String(before.mind.now + healed.mind));
  await expect(ownerPage.getByRole('list', { name: 'Turn log' })).toContainText(`${medic.name}: ${words}`);

  // The healer earned medical experience; the Stim Pack is gone.
  const summary = await medicApi.get<SkillSummary>(`/api/swg-skills/character/${medic.id}/summary`);
  expect(summary.experience.find((e) => e.experience_type === 'medical')?.current_amount).toBe(2 * (healed.health + healed.action + healed.mind));
  await expect(side.getByRole('group', { name: `Heal ${owner.name}` })).toHaveCount(0);
  await settled(medicPage);
  await medicPage.screenshot({ path: testInfo.outputPath('medical-heal-mate-medic.png') });
  await settled(ownerPage);
  await ownerPage.screenshot({ path: testInfo.outputPath('medical-heal-mate-owner.png') });
  await medicContext.close();
});
