import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { combatTickTask } from '../../src/server/domains/combat/combatTickTask';
import { useCountingApp } from '../support/countingApp';
import { as, newTraders } from '../support/marketTraders';
import type { TestContext } from '../support/testApp';

const ctx = useCountingApp();
const MINUTE = 60_000;

describe('the galaxy clock’s combat recovery (issue 40)', () => {
  it('writes the recoveries of every resting character in one statement, and none for a character in a fight', async () => {
    const db = ctx.counting.db;
    const traders = await newTraders(ctx as unknown as TestContext, 5);
    const fighter = traders[0]!;
    const enemy = (await as(fighter, 'GET', '/api/swg-combat/opponents')).json().enemies[0] as { id: number };
    const started = await fighter.visitor.request({
      method: 'POST',
      url: '/api/swg-combat/start',
      payload: { opponent_type: 'enemy', opponent_id: enemy.id },
      headers: { 'x-character-id': String(fighter.id), 'idempotency-key': randomUUID() },
    });
    expect(started.statusCode, started.body).toBe(200);
    const ids = traders.map((t) => t.id);
    const aMinuteAgo = new Date(ctx.clock.now().getTime() - MINUTE);
    await db.updateTable('character_combat').set({ health_current: 0, health_wounds: 5, battle_fatigue: 10, recovered_at: aMinuteAgo }).where('character_id', 'in', ids).execute();

    ctx.counting.log.clear();
    await combatTickTask.run({ db, now: ctx.clock.now(), elapsedMs: MINUTE, broadcaster: ctx.app.broadcaster, facts: ctx.app.facts });
    const writes = ctx.counting.log.statements.filter((statement) => /^\s*update\s+"?character_combat/i.test(statement));
    expect(writes).toHaveLength(1);

    const pools = await db.selectFrom('character_combat').select(['character_id', 'health_current', 'battle_fatigue', 'recovered_at']).where('character_id', 'in', ids).execute();
    const of = (id: number) => pools.find((pool) => pool.character_id === id)!;
    expect(of(fighter.id)).toMatchObject({ health_current: 0, battle_fatigue: 10, recovered_at: aMinuteAgo });
    for (const resting of traders.slice(1)) {
      expect(of(resting.id).health_current).toBeGreaterThan(0);
      expect(of(resting.id).battle_fatigue).toBeLessThan(10);
      expect(of(resting.id).recovered_at).toEqual(ctx.clock.now());
    }

    // A second run within the minute finds nothing due and writes nothing.
    ctx.counting.log.clear();
    await combatTickTask.run({ db, now: ctx.clock.now(), elapsedMs: MINUTE, broadcaster: ctx.app.broadcaster, facts: ctx.app.facts });
    expect(ctx.counting.log.statements.filter((statement) => /^\s*update\s+"?character_combat/i.test(statement))).toHaveLength(0);
  });
});
