import { expect as baseExpect, test } from '@playwright/test';
import type { ContractListResponse } from '../../src/shared/api';
import { openDatapad, openGame, settled } from './support/datapadPage';
import { flyTo } from './support/flyTo';
import { gameApi } from './support/gameApi';
import { playAsNewCharacter } from './support/scenePlayer';

// SwiftShader draws the scene on the CPU: be generous with time, for the test and each check.
test.describe.configure({ timeout: 240_000 });
const expect = baseExpect.configure({ timeout: 30_000 });

test('accept a contract, carry it to the delivery system and complete it', async ({ page }, testInfo) => {
  const character = await playAsNewCharacter(page);
  await openGame(page);
  const api = gameApi(page, character.id);

  // The galaxy clock posted offers at start; take the nearest one the starter ship can carry.
  const offers = await api.get<ContractListResponse>('/api/trading-contracts');
  const pick = offers.contracts.data.filter((c) => c.compatibility.can_accept).sort((a, b) => a.jumps - b.jumps || a.distance - b.distance)[0];
  if (!pick) throw new Error('no acceptable contract at the start system');
  const delivery = await page.request.get('/api/galaxy-map', { headers: { accept: 'application/json', 'x-api-version': '1' } });
  const systems = ((await delivery.json()) as { superAreas: { id: number; name: string }[] }).superAreas;
  const destination = systems.find((s) => s.name === pick.delivery_location.system);
  if (!destination) throw new Error('delivery system not on the map');

  const datapad = page.getByRole('dialog', { name: 'Datapad' });
  const app = datapad.getByRole('region', { name: 'Trading Contracts' });
  const openContracts = async () => {
    if (!(await datapad.isVisible())) await openDatapad(page);
    if (!(await app.isVisible())) await datapad.getByRole('list', { name: 'Apps' }).getByRole('button', { name: 'Trading Contracts' }).click();
  };
  await openContracts();
  await expect(app.getByRole('complementary', { name: 'Current ship' })).toContainText('Kestrel Courier');
  const card = app.getByRole('list', { name: 'Available contracts' }).getByRole('article', { name: pick.title }).first();
  await expect(card).toBeVisible();
  await settled(page);
  await page.screenshot({ path: testInfo.outputPath('contracts-available.png') });

  // Details, then accept from the modal.
  await card.getByRole('button', { name: 'Details' }).click();
  const details = page.getByRole('dialog', { name: pick.title });
  await expect(details).toContainText(`${pick.profitability_rating.toFixed(1)}/10`);
  await settled(page);
  await page.screenshot({ path: testInfo.outputPath('contracts-details.png') });
  await details.getByRole('button', { name: 'Accept Contract' }).click();
  await expect(details).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: 'Contract accepted successfully!' })).toBeVisible();
  await expect(details).toBeHidden();

  await app.getByRole('tab', { name: 'Active (1)' }).click();
  const active = app.getByRole('list', { name: 'Active contracts' }).getByRole('article', { name: pick.title });
  await expect(active).toBeVisible();
  await settled(page);
  await page.screenshot({ path: testInfo.outputPath('contracts-active.png') });

  // Not there yet: completing says where to go.
  await active.getByRole('button', { name: 'Complete' }).click();
  await expect(page.getByRole('alert').filter({ hasText: `Deliver the cargo to ${pick.delivery_location.system} to complete this contract.` })).toBeVisible();

  await flyTo(page, character.id, destination.id);
  // Back in the game at the delivery system. The client may still wind up the journey it saw
  // (which closes the datapad), so opening the contracts is retried until it sticks.
  await openGame(page);
  await expect(page.getByText(new RegExp(`^${pick.delivery_location.system} · `))).toBeVisible();
  await expect(async () => {
    await openContracts();
    await app.getByRole('tab', { name: /^Active/ }).click({ timeout: 10_000 });
    await active.getByRole('button', { name: 'Complete' }).click({ timeout: 10_000 });
  }).toPass({ timeout: 60_000 });
  const payout = (pick.reward + pick.collateral).toLocaleString('en-US');
  await expect(page.getByRole('status').filter({ hasText: `Contract completed! Reward: ${payout} credits` })).toBeVisible();
  await expect(app.getByRole('tab', { name: 'Active (0)' })).toBeVisible();

  await app.getByRole('tab', { name: 'History' }).click();
  const finished = app.getByRole('list', { name: 'Contract history' }).getByRole('article', { name: pick.title });
  await expect(finished).toContainText('completed');
  await expect(finished).toContainText(`Paid ${payout} cr`);
  await settled(page);
  await page.screenshot({ path: testInfo.outputPath('contracts-history.png') });
});
