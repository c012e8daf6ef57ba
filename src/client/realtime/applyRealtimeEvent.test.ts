import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { changes } from '../../shared/api';
import { ownEvents } from '../api/ownEvents';
import { testCharacter } from '../testing/testCharacter';
import { queryKeys } from '../api/queryKeys';
import { applyRealtimeEvent } from './applyRealtimeEvent';

function cacheWith(...keys: ReadonlyArray<readonly unknown[]>): QueryClient {
  const queryClient = new QueryClient();
  for (const key of keys) queryClient.setQueryData(key, {});
  return queryClient;
}

const invalidated = (queryClient: QueryClient, key: readonly unknown[]) => queryClient.getQueryState(key)?.isInvalidated ?? false;

describe('applyRealtimeEvent', () => {
  it.each(['MissionStepUpdated', 'MissionCompleted'] as const)('%s refetches missions and the character', (event) => {
    const queryClient = cacheWith(['missions', { character_id: 7 }], queryKeys.character(7), ['market', 'commodities']);
    applyRealtimeEvent(event, 7, queryClient);
    expect(invalidated(queryClient, ['missions', { character_id: 7 }])).toBe(true);
    expect(invalidated(queryClient, queryKeys.character(7))).toBe(true);
    expect(invalidated(queryClient, ['market', 'commodities'])).toBe(false);
  });

  it('sends equipment damage to the equipment cache and the character, nothing else', () => {
    const queryClient = cacheWith(['equipment'], ['missions'], queryKeys.character(7), queryKeys.character(8));
    applyRealtimeEvent('EquipmentDamaged', 7, queryClient);
    expect(invalidated(queryClient, ['equipment'])).toBe(true);
    expect(invalidated(queryClient, queryKeys.character(7))).toBe(true);
    expect(invalidated(queryClient, queryKeys.character(8))).toBe(false);
    expect(invalidated(queryClient, ['missions'])).toBe(false);
  });

  it('sends SkillPointsAwarded to the skills summary, recommendations and allocation and the character, not the skill catalogue', () => {
    const skills = [queryKeys.skills.summary(7), queryKeys.skills.recommendations(7), queryKeys.skills.allocation(7)];
    const queryClient = cacheWith(...skills, queryKeys.character(7), queryKeys.skillContent.professions, queryKeys.market.data(7));
    applyRealtimeEvent('SkillPointsAwarded', 7, queryClient);
    for (const key of [...skills, queryKeys.character(7)]) expect(invalidated(queryClient, key), key.join('/')).toBe(true);
    expect(invalidated(queryClient, queryKeys.skillContent.professions)).toBe(false);
    expect(invalidated(queryClient, queryKeys.market.data(7))).toBe(false);
  });

  it('costs one GET of the character however many components read it', async () => {
    const queryClient = new QueryClient();
    const fetchCharacter = vi.fn(async () => ({ id: 7 }));
    await queryClient.fetchQuery({ queryKey: queryKeys.character(7), queryFn: fetchCharacter });
    fetchCharacter.mockClear();
    // Three readers, as the game shell, the datapad header and the notifications are.
    const readers = [1, 2, 3].map(() => new QueryObserver(queryClient, { queryKey: queryKeys.character(7), queryFn: fetchCharacter, staleTime: Infinity }));
    const subscriptions = readers.map((reader) => reader.subscribe(() => {}));

    applyRealtimeEvent('ShipStatusChanged', 7, queryClient);
    await vi.waitFor(() => expect(queryClient.isFetching()).toBe(0));

    expect(fetchCharacter).toHaveBeenCalledTimes(1);
    subscriptions.forEach((unsubscribe) => unsubscribe());
  });

  it('refreshes the character only for events that change it: a market opportunity reads the market again, not the character', () => {
    const queryClient = cacheWith(queryKeys.market.data(7), queryKeys.character(7));
    applyRealtimeEvent('MarketOpportunity', 7, queryClient);
    expect(invalidated(queryClient, queryKeys.market.data(7))).toBe(true);
    expect(invalidated(queryClient, queryKeys.character(7))).toBe(false);
  });

  it("skips what this tab's own act already settled, and refreshes the rest", () => {
    const queryClient = cacheWith(queryKeys.ships.status(7), queryKeys.character(7), queryKeys.missions.list(7));
    ownEvents.actStarted();
    ownEvents.actAnswered(['a.1', 'a.2'], changes(['ships'], ['credits', 'ships']));
    applyRealtimeEvent('ShipStatusChanged', 7, queryClient, { event_id: 'a.1' });
    expect(invalidated(queryClient, queryKeys.ships.status(7))).toBe(false);
    expect(invalidated(queryClient, queryKeys.character(7))).toBe(false);
    // A mission step the act also made is beyond what the act's answer settled.
    applyRealtimeEvent('MissionStepUpdated', 7, queryClient, { event_id: 'a.2' });
    expect(invalidated(queryClient, queryKeys.missions.list(7))).toBe(true);
    expect(invalidated(queryClient, queryKeys.character(7))).toBe(true);
    expect(document.documentElement.dataset.realtimeHandled).toMatch(/a\.1 a\.2$/);
    ownEvents.reset();
  });

  it("refreshes in full the same event from another tab or player (an id this tab's answers never named)", () => {
    const queryClient = cacheWith(queryKeys.ships.status(7), queryKeys.character(7));
    applyRealtimeEvent('ShipStatusChanged', 7, queryClient, { event_id: 'b.9' });
    expect(invalidated(queryClient, queryKeys.ships.status(7))).toBe(true);
    expect(invalidated(queryClient, queryKeys.character(7))).toBe(true);
  });

  it('holds an echo that beats its act\'s answer until the answer names it', () => {
    const queryClient = cacheWith(queryKeys.ships.status(7));
    ownEvents.actStarted();
    ownEvents.afterActsAnswered(() => applyRealtimeEvent('ShipStatusChanged', 7, queryClient, { event_id: 'c.1' }));
    expect(invalidated(queryClient, queryKeys.ships.status(7))).toBe(false);
    ownEvents.actAnswered(['c.1'], changes(['ships'], ['ships']));
    expect(invalidated(queryClient, queryKeys.ships.status(7))).toBe(false);
    expect(document.documentElement.dataset.realtimeHandled).toMatch(/c\.1$/);
    ownEvents.reset();
  });
  it('sets the skill points an award carries on the character instead of reading it again', () => {
    const queryClient = cacheWith(queryKeys.skills.summary(7));
    queryClient.setQueryData(queryKeys.character(7), testCharacter({ id: 7, skill_points_used: 0, available_skill_points: 250 }));
    const award = { character_id: 7, reason: 'skill_learned', experience_type: null, amount: 40, skill_points: { used: 40, total: 250 }, message: 'Learned Bargaining I.' };
    applyRealtimeEvent('SkillPointsAwarded', 7, queryClient, award);
    expect(queryClient.getQueryData(queryKeys.character(7))).toMatchObject({ skill_points_used: 40, available_skill_points: 210 });
    expect(invalidated(queryClient, queryKeys.character(7))).toBe(false);
    expect(invalidated(queryClient, queryKeys.skills.summary(7))).toBe(true);
  });
});
