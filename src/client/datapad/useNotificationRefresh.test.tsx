import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getCharacter } from '../characters/characters';
import { createQueryClient } from '../api/queryClient';
import { applyRealtimeEvent } from '../realtime/applyRealtimeEvent';
import { useConnectionStore } from '../stores/connectionStore';
import { useGameStore } from '../stores/gameStore';
import { testCharacter } from '../testing/testCharacter';
import { playAlertSound } from './alertSound';
import { recordNotification } from '../missions/captainsLog';
import { useNotificationStore } from '../stores/notificationStore';
import { useNotificationSettings } from './notificationSettingsStore';
import { registerFakeApps, resetDatapad } from '../testing/testDatapad';
import { useNotificationRefresh } from './useNotificationRefresh';

vi.mock('../characters/characters', () => ({ getCharacter: vi.fn() }));
vi.mock('./alertSound', () => ({ playAlertSound: vi.fn() }));
vi.mock('../missions/captainsLog', () => ({
  getCaptainsLog: vi.fn(),
  recordNotification: vi.fn(async () => ({ recorded: true })),
}));

const getCharacterMock = vi.mocked(getCharacter);
const recordMock = vi.mocked(recordNotification);
const notifications = () => useNotificationStore.getState();
const keys = () => notifications().computed.map((a) => a.key);
const lowFuel = { id: 4, name: 'Kestrel', fuel_percentage: 15, condition: 80, cargo_used: 0, cargo_capacity: 100 };

function Probe() {
  useNotificationRefresh();
  return null;
}

function renderRefresh() {
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { retry: false } });
  const view = render(
    <QueryClientProvider client={queryClient}>
      <Probe />
    </QueryClientProvider>,
  );
  return { ...view, queryClient };
}

describe('useNotificationRefresh', () => {
  beforeEach(() => {
    resetDatapad();
    registerFakeApps('ShipStatus', 'Inventory');
    getCharacterMock.mockReset();
    recordMock.mockClear();
    vi.mocked(playAlertSound).mockClear();
    getCharacterMock.mockImplementation(async (id: number) =>
      id === 1
        ? testCharacter({ id: 1, ships: [lowFuel], available_skill_points: 0 })
        : testCharacter({ id, name: 'Juno', available_skill_points: 0, inventory: { items: Array.from({ length: 48 }), max_items: 50, new_items: 0 } }),
    );
  });
  afterEach(resetDatapad);

  it('computes at start and again for another character, re-made from scratch', async () => {
    useGameStore.getState().setActiveCharacterId(1);
    renderRefresh();
    await waitFor(() => expect(keys()).toEqual(['ship:4:fuel:warning']));
    expect(recordMock).toHaveBeenCalledWith(1, expect.objectContaining({ key: 'ship:4:fuel:warning' }));
    act(() => notifications().acknowledge('ship-status'));

    act(() => useGameStore.getState().setActiveCharacterId(2));
    await waitFor(() => expect(keys()).toEqual(['inventory:usage:urgent']));
    expect(notifications()).toMatchObject({ characterId: 2, acknowledged: {} });
    expect(recordMock).toHaveBeenCalledWith(2, expect.objectContaining({ key: 'inventory:usage:urgent', type: 'urgent', count: 1 }));
  });

  it('clears every notification when there is no character, or when notifications are off', async () => {
    useGameStore.getState().setActiveCharacterId(1);
    renderRefresh();
    await waitFor(() => expect(keys()).toHaveLength(1));
    act(() => useGameStore.getState().clearActiveCharacter());
    expect(notifications().computed).toEqual([]);

    act(() => useGameStore.getState().setActiveCharacterId(1));
    await waitFor(() => expect(keys()).toHaveLength(1));
    act(() => useNotificationSettings.getState().setEnabled(false));
    expect(notifications().computed).toEqual([]);
  });

  it('recomputes on the update frequency, so a deadline entering the 24-hour window warns', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const deadline = new Date(Date.now() + 24 * 3_600_000 + 3_000).toISOString();
    getCharacterMock.mockResolvedValue(testCharacter({ id: 1, available_skill_points: 0, trading_contracts: [{ id: 9, deadline }] }));
    registerFakeApps('TradingContracts');
    useGameStore.getState().setActiveCharacterId(1);
    renderRefresh();
    await waitFor(() => expect(notifications().characterId).toBe(1));
    expect(keys()).toEqual([]);
    await act(() => vi.advanceTimersByTimeAsync(5_000));
    expect(keys()).toEqual(['contract:9:deadline']);
  });

  it("zeroes only the app whose computation fails, and says so in the console", async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    getCharacterMock.mockResolvedValue({ ...testCharacter({ id: 1, ships: [lowFuel] }), inventory: null } as never);
    useGameStore.getState().setActiveCharacterId(1);
    renderRefresh();
    await waitFor(() => expect(notifications().failed).toEqual(['inventory']));
    expect(keys()).toContain('ship:4:fuel:warning');
    expect(consoleError).toHaveBeenCalledWith(expect.stringContaining('Notification computation failed for inventory'), expect.any(TypeError));
  });

  it('refetches the character and the log on a realtime event', async () => {
    useGameStore.getState().setActiveCharacterId(1);
    const { queryClient } = renderRefresh();
    await waitFor(() => expect(keys()).toHaveLength(1));
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    getCharacterMock.mockResolvedValue(testCharacter({ id: 1, available_skill_points: 0, ships: [{ ...lowFuel, fuel_percentage: 5 }] }));
    // What useRealtime does with an event: the caches first, then the connection store.
    act(() => {
      applyRealtimeEvent('ShipStatusChanged', 1, queryClient);
      useConnectionStore.getState().noteEvent({ name: 'ShipStatusChanged', characterId: 1, receivedAt: Date.now() });
    });
    await waitFor(() => expect(keys()).toEqual(['ship:4:fuel:urgent']));
    expect(getCharacterMock).toHaveBeenCalledTimes(2);
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['captains-log', 1] });
  });

  it('chimes once per new alert when sound is on, and retries a log entry whose post failed', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    useNotificationSettings.getState().setSound(true);
    recordMock.mockRejectedValueOnce(new Error('offline'));
    useGameStore.getState().setActiveCharacterId(1);
    renderRefresh();
    await waitFor(() => expect(recordMock).toHaveBeenCalledTimes(1));
    expect(playAlertSound).toHaveBeenCalledWith('warning');
    await act(() => vi.advanceTimersByTimeAsync(5_000));
    expect(recordMock).toHaveBeenCalledTimes(2);
    await act(() => vi.advanceTimersByTimeAsync(5_000));
    expect(recordMock).toHaveBeenCalledTimes(2);
    expect(playAlertSound).toHaveBeenCalledTimes(1);
  });
});
