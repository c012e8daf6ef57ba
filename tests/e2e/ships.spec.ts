import { expect as baseExpect, test, type Locator } from '@playwright/test';
import { openDatapad, openGame, settledScreenshot } from './support/datapadPage';
import { playAsNewCharacter } from './support/scenePlayer';

// SwiftShader draws the scene on the CPU: be generous with time.
test.describe.configure({ timeout: 300_000 });
// The software renderer keeps the page busy: each check may take a while.
const expect = baseExpect.configure({ timeout: 30_000 });

/** Back to the grid and into another app by its tile. */
async function openApp(datapad: Locator, name: string): Promise<Locator> {
  const home = datapad.getByRole('button', { name: 'Back' });
  if (await home.isEnabled()) await home.click();
  await datapad.getByRole('list', { name: 'Apps' }).getByRole('button', { name }).click();
  const app = datapad.getByRole('region', { name });
  await app.waitFor();
  return app;
}

test('buy a ship in the marketplace, see it in the fleet, refuel it, fit and strip an upgrade', async ({ page }, testInfo) => {
  await playAsNewCharacter(page);
  await openGame(page);
  const datapad = await openDatapad(page);

  // The marketplace: titled with the star system, the credits, cards and pages.
  const market = await openApp(datapad, 'Ship Marketplace');
  await expect(market.getByRole('heading', { name: /^Ship Marketplace · .+/ })).toBeVisible();
  await expect(market.getByText('25,000 cr')).toBeVisible();
  const cards = market.getByRole('list', { name: 'Ships for sale' }).getByRole('listitem');
  await expect(cards).toHaveCount(6);
  await expect(market.getByText('Page 1 of 2')).toBeVisible();
  await settledScreenshot(page, testInfo.outputPath('ships-marketplace.png'));

  // Filter: small ships only, dearest first; empty filters are not sent.
  const sent: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/ship-market/ships?')) sent.push(new URL(request.url()).search);
  });
  await market.getByLabel('Size class').selectOption({ label: 'Small class' });
  await market.getByLabel('Order').selectOption({ label: 'Descending' });
  await expect(cards).toHaveCount(3);
  await expect(cards.first()).toHaveAccessibleName('Sparrow Skiff');
  expect(sent.at(-1)).toBe('?page=1&sort_by=name&sort_order=desc&size_class=small');
  await expect(market.getByRole('navigation', { name: 'Marketplace pages' })).toHaveCount(0);
  await settledScreenshot(page, testInfo.outputPath('ships-marketplace-small.png'));

  // Details: stats, community ratings out of 10, the trade-in of the current ship.
  await market.getByRole('listitem', { name: 'Sparrow Skiff' }).getByRole('button', { name: /Details/ }).click();
  const details = page.getByRole('dialog', { name: 'Sparrow Skiff' });
  await expect(details.getByRole('region', { name: 'Community ratings' }).getByText('8/10')).toBeVisible();
  await expect(details.getByText('Trade in Kestrel Courier (condition 100%)')).toBeVisible();
  await expect(details.getByText('7,200 cr')).toBeVisible();
  await settledScreenshot(page, testInfo.outputPath('ships-details.png'));

  // Buy it outright: the confirmation warns that fewer than 10,000 credits would remain.
  await details.getByRole('button', { name: 'Purchase for 17,020 cr' }).click();
  const confirm = page.getByRole('dialog', { name: 'Confirm Purchase' });
  await expect(confirm.getByText('Warning: This will leave you with less than 10,000 credits!')).toBeVisible();
  await settledScreenshot(page, testInfo.outputPath('ships-confirm.png'));
  await confirm.getByRole('button', { name: 'Purchase' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Successfully purchased Sparrow Skiff!' })).toBeVisible();
  await expect(details).toBeHidden();
  await expect(market.getByText('7,980 cr')).toBeVisible();

  // A capital ship is out of reach: its purchase button says so and is disabled.
  await market.getByLabel('Size class').selectOption({ label: 'Capital class' });
  await market.getByRole('listitem', { name: 'Leviathan Bulkship' }).getByRole('button', { name: /Details/ }).click();
  const leviathan = page.getByRole('dialog', { name: 'Leviathan Bulkship' });
  await expect(leviathan.getByRole('button', { name: 'Insufficient Credits' })).toBeDisabled();
  await settledScreenshot(page, testInfo.outputPath('ships-insufficient.png'));
  await leviathan.getByRole('button', { name: 'Close' }).click();

  // Your Ships: the new ship is the active one; View opens its detail.
  const fleet = await openApp(datapad, 'Ship Fleet');
  const yourShips = fleet.getByRole('list', { name: 'Your Ships' });
  await expect(yourShips.getByRole('listitem')).toHaveCount(2);
  const sparrowRow = yourShips.getByRole('listitem', { name: 'Sparrow Skiff' });
  await expect(sparrowRow.getByText('Active')).toBeVisible();
  await expect(sparrowRow.getByText('45.00 / 90')).toBeVisible();
  await expect(sparrowRow.getByText('0 / 40 t')).toBeVisible();
  await settledScreenshot(page, testInfo.outputPath('ships-fleet.png'));
  await sparrowRow.getByRole('button', { name: 'View' }).click();
  await expect(fleet.getByRole('heading', { name: 'Sparrow Skiff' })).toBeVisible();
  await expect(fleet.getByRole('meter', { name: 'Speed' })).toHaveAttribute('aria-valuemax', '10');
  const addPart = fleet.getByRole('form', { name: 'Add part' });
  await addPart.getByLabel('Part name').fill('Spare injector');
  await addPart.getByLabel('Part type').selectOption('engine');
  await addPart.getByRole('button', { name: 'Add Part' }).click();
  await expect(fleet.getByRole('list', { name: 'Parts' }).getByText('Spare injector')).toBeVisible();
  await settledScreenshot(page, testInfo.outputPath('ships-detail.png'));
  await fleet.getByRole('button', { name: 'Remove Spare injector' }).click();
  await expect(fleet.getByText('No parts recorded.')).toBeVisible();
  await fleet.getByRole('button', { name: 'Back to Your Ships' }).click();
  await expect(yourShips).toBeVisible();

  // Ship Status: half a tank; the form starts at the missing 45 units, 10 credits each.
  const status = await openApp(datapad, 'Ship Status');
  await expect(status.getByRole('heading', { name: 'Sparrow Skiff' })).toBeVisible();
  await expect(status.getByText('Excellent', { exact: true })).toBeVisible();
  const amount = status.getByLabel('Fuel amount');
  await expect(amount).toHaveValue('45');
  await expect(amount).toHaveAttribute('max', '45');
  await expect(amount).toHaveAttribute('min', '1');
  await amount.fill('30');
  await expect(status.getByText('300 cr', { exact: true })).toBeVisible();
  await settledScreenshot(page, testInfo.outputPath('ships-status.png'));
  await status.getByRole('button', { name: 'Refuel' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Refuelled: fuel now 75.00 for 300 cr.' })).toBeVisible();
  await expect(status.getByText('7,680 cr')).toBeVisible();
  // The amount resets to the lesser of 50 and the missing fuel.
  await expect(amount).toHaveValue('15');
  await expect(status.getByText('75.00 / 90')).toBeVisible();
  await settledScreenshot(page, testInfo.outputPath('ships-refuelled.png'));

  // Ship Customization: an afterburner does not fit a small ship; an expanded hold does.
  const outfit = await openApp(datapad, 'Ship Customization');
  await expect(outfit.getByLabel('Ship', { exact: true })).toHaveValue(/\d+/);
  await outfit.getByLabel('Category').selectOption({ label: 'Engines' });
  await expect(outfit.getByRole('listitem', { name: 'Fusion Afterburner Mk I', exact: true }).getByText('Not compatible with this ship')).toBeVisible();
  await outfit.getByLabel('Category').selectOption({ label: 'Cargo' });
  await outfit.getByLabel('Rarity').selectOption({ label: 'Common' });
  await settledScreenshot(page, testInfo.outputPath('ships-outfitter.png'));
  await outfit.getByRole('listitem', { name: 'Expanded Hold Mk I', exact: true }).getByRole('button', { name: /Details/ }).click();
  const upgrade = page.getByRole('dialog', { name: 'Expanded Hold Mk I' });
  await expect(upgrade.getByRole('table')).toContainText('Capacity4055');
  await settledScreenshot(page, testInfo.outputPath('ships-upgrade-details.png'));
  await upgrade.getByRole('button', { name: 'Install for 1,820 cr' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Upgrade installed successfully!' })).toBeVisible();
  await expect(outfit.getByText('5,860 cr')).toBeVisible();
  const installed = outfit.getByRole('region', { name: 'Installed upgrades' });
  await expect(installed.getByRole('listitem', { name: 'Expanded Hold Mk I', exact: true })).toBeVisible();
  await expect(outfit.getByRole('meter', { name: 'Capacity' })).toHaveAttribute('aria-valuenow', '55');
  await settledScreenshot(page, testInfo.outputPath('ships-installed.png'));

  // Uninstall after the spec's question: half the cost comes back.
  await installed.getByRole('button', { name: 'Uninstall' }).click();
  const question = page.getByRole('dialog', { name: 'Uninstall Expanded Hold Mk I' });
  await expect(question.getByText('Are you sure you want to uninstall this upgrade? You will only receive 50% refund.')).toBeVisible();
  await settledScreenshot(page, testInfo.outputPath('ships-uninstall.png'));
  await question.getByRole('button', { name: 'Uninstall' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Upgrade uninstalled. Refund: 910 credits' })).toBeVisible();
  await expect(outfit.getByText('6,770 cr')).toBeVisible();
  await expect(installed.getByText('No upgrades installed.')).toBeVisible();
  await expect(outfit.getByRole('meter', { name: 'Capacity' })).toHaveAttribute('aria-valuenow', '40');

  // The ship notification rules see a healthy fleet (fuel 83 %, hull 100, empty hold): no badge on Ship Status.
  await datapad.getByRole('button', { name: 'Back' }).click();
  const shipStatusTile = datapad.getByRole('list', { name: 'Apps' }).getByRole('button', { name: 'Ship Status' });
  await expect(shipStatusTile).toBeVisible();
  await expect(shipStatusTile.getByTestId('notification-badge')).toHaveCount(0);
  await settledScreenshot(page, testInfo.outputPath('ships-grid.png'));
});
