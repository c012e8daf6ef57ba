import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { characterRoutes, combatRoutes, type CombatActionResponse } from '../../shared/api';
import { ACT_FOLLOW_UP_READS } from '../../shared/api/clientLoad';
import { ownEvents } from '../api/ownEvents';
import { queryKeys } from '../api/queryKeys';
import { applyRealtimeEvent } from '../realtime/applyRealtimeEvent';
import { mountCountedReads as mount, queriesIdle as idle } from '../testing/countedReads';
import { testCharacter } from '../testing/testCharacter';
import { settleCombatTurn } from './settleCombatTurn';

const ham = { health_current: 80, health_max: 100, action_current: 90, action_max: 100, mind_current: 100, mind_max: 100, health_wounds: 0, action_wounds: 0, mind_wounds: 0 };

function turn(status: 'active' | 'victory'): CombatActionResponse {
  return {
    success: true,
    message: 'You strike.',
    session: { id: 11, status, turn_number: 3, current_turn: 'player' },
    character: { ham: { ...ham, health: 80, action: 90, mind: 100 } },
    results: [],
  } as unknown as CombatActionResponse;
}

/** The fight page's reads: the Character, the session, the combat data and the stances. */
function mountFight(queryClient: QueryClient) {
  return mount(queryClient, [
    { entry: characterRoutes.show, key: queryKeys.character(7), data: testCharacter({ id: 7, in_combat: true }) },
    { entry: combatRoutes.session, key: queryKeys.combat.session(7, 11), data: { id: 11, status: 'active', turn_number: 2 } },
    { entry: combatRoutes.characterData, key: queryKeys.combat.data(7), data: { ham: { ...ham, health_current: 100 }, combat_stats: {}, weapon_skills: [] } },
    { entry: combatRoutes.stances, key: queryKeys.combat.stances(7), data: { stances: [] } },
  ]);
}

describe('a fight turn reads again what the client-load table names (issue 40: at most one GET)', () => {
  it('a fight turn that leaves the fight running reads nothing, and its echo is skipped', async () => {
    ownEvents.reset();
    const queryClient = new QueryClient();
    const { read, done } = mountFight(queryClient);
    ownEvents.actStarted();
    ownEvents.actAnswered(['e-turn'], combatRoutes.action.changes);

    await settleCombatTurn(queryClient, 7, { action: 'attack' }, turn('active'));
    applyRealtimeEvent('CombatUpdated', 7, queryClient, { session_id: 11, status: 'active', turn_number: 3, message: 'x', event_id: 'e-turn' });
    await idle(queryClient);

    expect(read).toEqual(ACT_FOLLOW_UP_READS.fightTurn);
    expect(queryClient.getQueryData(queryKeys.character(7))).toMatchObject({ ham: { health_current: 80 }, combat_session: { id: 11, turn_number: 3 } });
    expect(queryClient.getQueryData(queryKeys.combat.data(7))).toMatchObject({ ham: { health_current: 80 } });
    done();
  });

  it('the turn that ends the fight reads the Character once', async () => {
    ownEvents.reset();
    const queryClient = new QueryClient();
    const { read, done } = mountFight(queryClient);

    await settleCombatTurn(queryClient, 7, { action: 'attack' }, turn('victory'));
    await idle(queryClient);

    expect(read).toEqual(ACT_FOLLOW_UP_READS.fightEnd);
    expect(queryClient.getQueryData(queryKeys.combat.session(7, 11))).toMatchObject({ status: 'victory' });
    done();
  });
});
