import { describe, expect, it } from 'vitest';
import type { CombatActionResponse, CombatOpponentsResponse, StartCombatResponse } from '../../src/shared/api';
import { NO_ACTIVE_COMBAT_SESSION } from '../../src/shared/rules/combat/combatTerms';
import { SESSION_TIMEOUT_MS } from '../../src/shared/rules/combat/rewards';
import { as, newTraders } from '../support/marketTraders';
import { useTestApp } from '../support/testApp';

const ctx = useTestApp();

describe('an idle fight', () => {
  it('is ended in timeout by the turn that comes too late, which is then refused; a turn in time plays', async () => {
    const [fighter] = await newTraders(ctx, 1);
    const here = (await as(fighter!, 'GET', '/api/swg-combat/opponents')).json<CombatOpponentsResponse>();
    const started = await as(fighter!, 'POST', '/api/swg-combat/start', { opponent_type: 'enemy', opponent_id: here.enemies[0]!.id });
    expect(started.statusCode, started.body).toBe(200);
    const session = started.json<StartCombatResponse>().session;
    const attack = () => as(fighter!, 'POST', `/api/swg-combat/session/${session.id}/action`, { action: 'attack' });

    // Just within the timeout the turn plays (and acting keeps the fight alive).
    ctx.clock.advance(SESSION_TIMEOUT_MS - 1_000);
    const inTime = await attack();
    expect(inTime.statusCode, inTime.body).toBe(200);
    expect(inTime.json<CombatActionResponse>().session.status).toBe('active');

    ctx.clock.advance(SESSION_TIMEOUT_MS + 1_000);
    const late = await attack();
    expect(late.statusCode, late.body).toBe(422);
    expect(late.json<{ message: string }>().message).toBe(NO_ACTIVE_COMBAT_SESSION);
    const row = await ctx.database.db.selectFrom('combat_sessions').select(['status', 'turn_number']).where('id', '=', session.id).executeTakeFirstOrThrow();
    expect(row).toEqual({ status: 'timeout', turn_number: session.turn_number + 1 });
    const told = await ctx.database.db.selectFrom('captains_log_entries').select('message').where('character_id', '=', fighter!.id).where('event', '=', 'CombatUpdated').execute();
    expect(told.map((entry) => entry.message).join('\n')).toContain('timed out');
  });
});
