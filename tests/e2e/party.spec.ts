import { expect as baseExpect, test, type Page } from '@playwright/test';
import { openApp } from './support/datapadApps';
import { settled } from './support/datapadPage';
import { playerContextOptions } from './support/graphics';
import { playAsNewCharacter } from './support/scenePlayer';

test.describe.configure({ timeout: 180_000 });
const expect = baseExpect.configure({ timeout: 20_000 });

/** The game page (graphics Off) with the Party Manager open. */
async function partyManager(page: Page) {
  await page.goto('/game');
  const datapad = await openApp(page, 'Party Manager');
  return datapad.getByRole('region', { name: 'Party Manager' });
}

test('two players: one creates a party, the other joins by code, both see each other, chat, and the leader kicks', async ({ page: leaderPage, browser }, testInfo) => {
  const friendContext = await browser.newContext(playerContextOptions());
  const friendPage = await friendContext.newPage();
  const leader = await playAsNewCharacter(leaderPage);
  const friend = await playAsNewCharacter(friendPage);

  // The leader creates a party from the datapad's Party Manager: name optional, invite only, 20 members.
  const leaderApp = await partyManager(leaderPage);
  const create = leaderApp.getByRole('form', { name: 'Create a party' });
  await expect(create.getByLabel('Privacy')).toHaveValue('invite_only');
  await expect(create.getByLabel('Max members')).toHaveValue('20');
  await settled(leaderPage);
  await leaderPage.screenshot({ path: testInfo.outputPath('party-create.png') });
  await create.getByLabel('Party name (optional)').fill('Twin Suns');
  await create.getByRole('button', { name: 'Create Party' }).click();
  await expect(leaderPage.getByRole('status').filter({ hasText: 'Party created.' })).toBeVisible();
  const code = (await leaderApp.getByTestId('join-code').textContent())!.trim();
  expect(code).toMatch(/^[A-Z2-9]{8}$/);

  // The friend joins by code.
  const friendApp = await partyManager(friendPage);
  const join = friendApp.getByRole('form', { name: 'Join a party' });
  await join.getByRole('button', { name: 'Join Party' }).click();
  await expect(join.getByText('Enter a join code.')).toBeVisible();
  await join.getByLabel('Join code').fill(code.toLowerCase());
  await join.getByRole('button', { name: 'Join Party' }).click();
  await expect(friendPage.getByRole('status').filter({ hasText: 'You joined Twin Suns.' })).toBeVisible();

  // Both see each other in the party view, online (presence), and only the leader has Make Leader and Kick.
  const leaderMembers = leaderApp.getByRole('list', { name: 'Party members' });
  const friendMembers = friendApp.getByRole('list', { name: 'Party members' });
  await expect(leaderMembers.getByRole('listitem', { name: friend.name })).toHaveAttribute('data-online', 'yes');
  await expect(friendMembers.getByRole('listitem', { name: leader.name })).toHaveAttribute('data-online', 'yes');
  await expect(leaderMembers.getByRole('listitem', { name: friend.name }).getByRole('button', { name: 'Kick' })).toBeVisible();
  await expect(friendMembers.getByRole('button', { name: 'Kick' })).toHaveCount(0);
  await expect(friendMembers.getByRole('button', { name: 'Make Leader' })).toHaveCount(0);
  await settled(leaderPage);
  await leaderPage.screenshot({ path: testInfo.outputPath('party-view-leader.png') });
  await friendPage.screenshot({ path: testInfo.outputPath('party-view-member.png') });

  // Chat on the party channel from the game's chat panel; markup stays text.
  for (const page of [leaderPage, friendPage]) {
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Chat', exact: true }).click();
    await page.getByRole('region', { name: 'Chat' }).getByRole('tab', { name: /^Party/ }).click();
  }
  const leaderChat = leaderPage.getByRole('region', { name: 'Chat' });
  const friendChat = friendPage.getByRole('region', { name: 'Chat' });
  await expect(friendChat.getByLabel('Who is here')).toContainText(leader.name);
  await leaderChat.getByLabel('Message Party').fill('Ready to jump? <b>now</b>');
  await leaderChat.getByRole('button', { name: 'Send' }).click();
  await expect(friendChat.getByRole('list', { name: 'Messages' })).toContainText('Ready to jump? <b>now</b>');
  await friendChat.getByLabel('Message Party').fill('On my way.');
  await friendChat.getByRole('button', { name: 'Send' }).click();
  await expect(leaderChat.getByRole('list', { name: 'Messages' })).toContainText('On my way.');
  await leaderPage.screenshot({ path: testInfo.outputPath('party-chat.png') });
  await leaderPage.getByRole('button', { name: 'Close Chat' }).click();
  await friendPage.getByRole('button', { name: 'Close Chat' }).click();

  // The leader kicks the friend: the friend's Party Manager goes back to the create form, live.
  const leaderAgain = await openApp(leaderPage, 'Party Manager');
  const friendAgain = await openApp(friendPage, 'Party Manager');
  await leaderAgain.getByRole('list', { name: 'Party members' }).getByRole('listitem', { name: friend.name }).getByRole('button', { name: 'Kick' }).click();
  await expect(leaderPage.getByRole('status').filter({ hasText: `${friend.name} was kicked from the party.` })).toBeVisible();
  await expect(leaderAgain.getByRole('list', { name: 'Party members' }).getByRole('listitem')).toHaveCount(1);
  await expect(friendAgain.getByRole('form', { name: 'Create a party' })).toBeVisible();
  await friendContext.close();
});

test('guilds: found one, bank credits, and the pages of groups and chat', async ({ page }, testInfo) => {
  await playAsNewCharacter(page);
  await page.goto('/guilds');
  await page.getByLabel('Guild name').fill('Outer Rim Traders');
  await page.getByRole('button', { name: 'Found Guild' }).click();
  await expect(page.getByRole('heading', { name: 'Outer Rim Traders' })).toBeVisible();
  const bank = page.getByRole('region', { name: 'Guild bank' });
  await bank.getByLabel('Amount').fill('1500');
  await bank.getByRole('button', { name: 'Deposit' }).click();
  await expect(bank.getByRole('list', { name: 'Guild ledger' })).toContainText('deposited 1,500 cr');
  await page.getByLabel('New message of the day').fill('Fly safe, trade smart.');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByRole('region', { name: 'Message of the day' }).getByText('Fly safe, trade smart.', { exact: true })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('guild-show.png'), fullPage: true });

  await page.goto('/guilds');
  await expect(page.getByRole('list', { name: 'Guilds' }).getByRole('listitem', { name: 'Outer Rim Traders' })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('guild-index.png') });
  await page.goto('/party');
  await page.getByRole('form', { name: 'Create a party' }).getByLabel('Privacy').selectOption('public');
  await page.getByRole('button', { name: 'Create Party' }).click();
  await expect(page.getByTestId('join-code')).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('party-page.png'), fullPage: true });
  await page.goto('/groups');
  await expect(page.getByRole('list', { name: 'Open groups' }).getByRole('listitem')).not.toHaveCount(0);
  await page.screenshot({ path: testInfo.outputPath('groups.png') });
  await page.goto('/chat');
  await page.getByLabel('Message System').fill('Anyone selling <i>spice</i>?');
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByRole('list', { name: 'Messages' })).toContainText('Anyone selling <i>spice</i>?');
  await page.screenshot({ path: testInfo.outputPath('chat-page.png') });
});
