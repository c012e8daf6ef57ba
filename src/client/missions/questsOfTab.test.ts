import { describe, expect, it } from 'vitest';
import type { QuestProgress } from '../../shared/api';
import { questsOfTab } from './QuestJournalPanel';

const quest = (id: number, status: QuestProgress['status'], extra: Partial<QuestProgress> = {}) => ({ id, status, is_tutorial: false, ...extra }) as QuestProgress;

describe('the journal tabs', () => {
  it("list the galactic events' quests first, the rest in catalogue order, the tutorial apart", () => {
    const quests = [quest(1, 'active', { is_tutorial: true }), quest(2, 'available'), quest(3, 'available'), quest(9, 'available', { event_time_remaining: 600 }), quest(10, 'completed', { event_time_remaining: 60 })];
    expect(questsOfTab(quests, 'available').map((q) => q.id)).toEqual([9, 2, 3]);
    expect(questsOfTab(quests, 'completed').map((q) => q.id)).toEqual([10]);
    expect(questsOfTab(quests, 'tutorial').map((q) => q.id)).toEqual([1]);
  });
});
