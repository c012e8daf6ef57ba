import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { characterRoutes, onboardingRoutes, questRoutes, type QuestProgress } from '../../shared/api';
import { ACT_FOLLOW_UP_READS } from '../../shared/api/clientLoad';
import { ownEvents } from '../api/ownEvents';
import { queryKeys } from '../api/queryKeys';
import { mountCountedReads as mount, queriesIdle as idle } from '../testing/countedReads';
import { testCharacter } from '../testing/testCharacter';
import { settleQuestAct } from './settleQuestAct';

describe('a quest step reads again what the client-load table names (issue 40: at most one GET)', () => {
  it('a quest taken reads the Character once and patches the journal from the answer (the onboarding, which follows the tutorial only, stands)', async () => {
    ownEvents.reset();
    const queryClient = new QueryClient();
    const available = { id: 5, name: 'First Run', status: 'available', is_tutorial: false } as unknown as QuestProgress;
    const other = { id: 6, name: 'Second Run', status: 'available' } as unknown as QuestProgress;
    const { read, done } = mount(queryClient, [
      { entry: characterRoutes.show, key: queryKeys.character(7), data: testCharacter({ id: 7 }) },
      { entry: onboardingRoutes.status, key: queryKeys.missions.onboarding(7), data: { phase: 'done' } },
      { entry: questRoutes.list, key: queryKeys.missions.quests(7), data: { success: true, quests: [available, other], stats: { total: 2, active: 0, completed: 0, available: 2 } } },
    ]);

    await settleQuestAct(queryClient, 7, 5, { ...available, status: 'active' });
    await idle(queryClient);

    expect(read).toEqual(ACT_FOLLOW_UP_READS.questStep);
    expect(queryClient.getQueryData(queryKeys.missions.quests(7))).toMatchObject({ quests: [{ id: 5, status: 'active' }, { id: 6 }], stats: { total: 2, active: 1, available: 1 } });
    done();
  });
});
