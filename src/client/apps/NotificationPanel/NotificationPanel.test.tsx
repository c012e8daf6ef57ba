import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getCharacter } from '../../characters/characters';
import { getCaptainsLog } from '../../missions/captainsLog';
import { useDatapadStore } from '../../stores/datapadStore';
import { NOTIFICATION_SETTINGS_KEY } from '../../datapad/notificationSettingsStore';
import { renderDatapad, resetDatapad } from '../../testing/testDatapad';
import { useGameStore } from '../../stores/gameStore';
import { testCharacter } from '../../testing/testCharacter';

vi.mock('../../characters/characters', () => ({ getCharacter: vi.fn() }));
vi.mock('../../missions/captainsLog', () => ({
  getCaptainsLog: vi.fn(),
  recordNotification: vi.fn(async () => ({ recorded: true })),
}));

const logMock = vi.mocked(getCaptainsLog);

function entry(id: number, message: string, extra: object = {}) {
  return { id, kind: 'notification' as const, app_id: 'ship-status' as const, type: 'warning' as const, count: 1, message, event: null, created_at: '2300-01-01T10:00:00.000Z', ...extra };
}

async function openPanel(search = '') {
  window.history.replaceState(null, '', `/game${search}`);
  useGameStore.getState().setActiveCharacterId(1);
  useDatapadStore.getState().openApp('notifications');
  renderDatapad();
  const dialog = await screen.findByRole('dialog', { name: 'Datapad' });
  // The panel is a lazy chunk: the first load of a cold test worker can take a while.
  await within(dialog).findByRole('heading', { name: 'Notifications' }, { timeout: 4_000 });
  return { user: userEvent.setup(), dialog };
}

describe('NotificationPanel', () => {
  beforeEach(() => {
    resetDatapad();
    // No skill points to spend: nothing raises a notification unless a test does.
    vi.mocked(getCharacter).mockResolvedValue(testCharacter({ id: 1, available_skill_points: 0, skill_points_used: 250 }));
    logMock.mockReset();
    logMock.mockResolvedValue({ data: [], current_page: 1, last_page: 1, per_page: 20, total: 0 });
  });
  afterEach(() => {
    resetDatapad();
    window.history.replaceState(null, '', '/');
  });

  it('shows the demo controls only with the demo flag', async () => {
    const { dialog } = await openPanel();
    expect(within(dialog).getByText('All clear. No active notifications.')).toBeVisible();
    expect(within(dialog).queryByRole('heading', { name: 'Demo controls' })).toBeNull();
  });

  it('raises a manual test for the chosen app, count and type, and refuses counts outside 0–99', async () => {
    const { user, dialog } = await openPanel('?demo');
    const manual = within(dialog).getByRole('form', { name: 'Manual test' });
    await user.selectOptions(within(manual).getByLabelText('App'), 'Command Center');
    await user.selectOptions(within(manual).getByLabelText('Type'), 'Warning');
    const count = within(manual).getByLabelText('Count');

    await user.clear(count);
    await user.type(count, '100');
    await user.click(within(manual).getByRole('button', { name: 'Send Test' }));
    expect(within(dialog).getByRole('alert').textContent).toBe('The count must be a whole number from 0 to 99.');
    expect(within(dialog).getByText('All clear. No active notifications.')).toBeVisible();

    await user.clear(count);
    await user.type(count, '3');
    await user.click(within(manual).getByRole('button', { name: 'Send Test' }));
    const alerts = within(dialog).getByRole('list', { name: 'Active alerts' });
    expect(within(alerts).getByRole('button').textContent).toBe('WarningCommand Center3 test warning notifications3');
    expect(within(dialog).getByText('active notifications').textContent).toBe('3 active notifications');

    await user.click(within(alerts).getByRole('button'));
    expect(useDatapadStore.getState().activeTabId).toBe('default');
    expect(await within(dialog).findByText('Nova Reyes')).toBeVisible();
  });

  it('starts and stops the demo, and runs a random test', async () => {
    const { user, dialog } = await openPanel('?demo=1');
    await user.click(within(dialog).getByRole('button', { name: 'Random Test' }));
    expect(within(dialog).getByRole('list', { name: 'Active alerts' })).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Clear Tests' }));
    expect(within(dialog).getByText('All clear. No active notifications.')).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Start Demo' }));
    expect(within(dialog).getByRole('list', { name: 'Active alerts' })).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Stop Demo' }));
    expect(within(dialog).getByRole('button', { name: 'Start Demo' })).toBeVisible();
  });

  it('lists the Skills alert: unspent points as one notice plus each skill ready to learn, as a success that opens Skills & Training', async () => {
    vi.mocked(getCharacter).mockResolvedValue(testCharacter({ id: 1, available_skill_points: 12, pending_training: 2 }));
    const { user, dialog } = await openPanel();
    const alerts = await within(dialog).findByRole('list', { name: 'Active alerts' });
    const skills = within(alerts).getByRole('button');
    expect(skills.textContent).toBe('SuccessSkills & TrainingYou have 12 skill points to spend and 2 skills ready to learn3');
    await user.click(skills);
    expect(useDatapadStore.getState().activeTabId).toBe('skills');
  });

  it('keeps its settings across reloads', async () => {
    const { user, dialog } = await openPanel();
    expect((within(dialog).getByLabelText('Update frequency') as HTMLSelectElement).value).toBe('5000');
    await user.click(within(dialog).getByLabelText('Sound alerts'));
    await user.selectOptions(within(dialog).getByLabelText('Update frequency'), '30 seconds');
    await user.click(within(dialog).getByLabelText('Enable notifications'));
    expect(JSON.parse(localStorage.getItem(NOTIFICATION_SETTINGS_KEY) ?? '{}').state).toEqual({ enabled: false, sound: true, updateFrequencyMs: 30_000 });
    expect((within(dialog).getByLabelText('Sound alerts') as HTMLInputElement).disabled).toBe(true);
  });

  it("reads the captain's log newest first, each event named in plain words, and loads older entries", async () => {
    logMock.mockImplementation(async (_id, page) =>
      page === 1
        ? { data: [entry(3, 'Kestrel: fuel low (12%)'), entry(2, 'Equipment damaged', { kind: 'event', event: 'EquipmentDamaged', app_id: 'equipment' })], current_page: 1, last_page: 2, per_page: 2, total: 3 }
        : { data: [entry(2, 'Equipment damaged'), entry(1, 'Inventory 96% full (48 of 50 slots)', { type: 'urgent', app_id: 'inventory' })], current_page: 2, last_page: 2, per_page: 2, total: 3 },
    );
    const { user, dialog } = await openPanel();
    const log = await within(dialog).findByRole('list', { name: 'Log entries' });
    expect(within(dialog).getByText('3 entries')).toBeVisible();
    expect(within(log).getAllByRole('listitem').map((item) => item.querySelector('.np-log-message')?.textContent)).toEqual([
      'Ship StatusKestrel: fuel low (12%)',
      'EquipmentEquipment damaged',
    ]);
    // The event's kind in plain words, never its wire name.
    expect(log.querySelector('.np-log-event')?.textContent).toBe('Equipment');
    expect(within(log).queryByText('EquipmentDamaged')).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Load older entries' }));
    await waitFor(() => expect(within(log).getAllByRole('listitem')).toHaveLength(3));
    expect(logMock).toHaveBeenCalledWith(1, 2, expect.anything());
    expect(within(dialog).queryByRole('button', { name: 'Load older entries' })).toBeNull();
  });

  it('returns home when closed', async () => {
    const { user, dialog } = await openPanel();
    await user.click(within(dialog).getByRole('button', { name: 'Close notifications' }));
    expect(within(dialog).getByRole('list', { name: 'Apps' })).toBeVisible();
  });
});
