import { describe, expect, it } from 'vitest';
import type { CombatActionResponse, CombatOpponentsResponse, CombatSessionDetail, StartCombatResponse } from '../../src/shared/api';
import { purseRange } from '../../src/shared/rules/combat/rewards';
import { enemyValues, refreshCombatRewards } from '../../src/server/db/seed/seedCombat';
import { as, creditsOf, newTraders, startingSystem, type Trader } from '../support/marketTraders';
import { useTestApp } from '../support/testApp';

const ctx = useTestApp();

async function startFight(trader: Trader): Promise<CombatSessionDetail> {
  const here = (await as(trader, 'GET', '/api/swg-combat/opponents')).json<CombatOpponentsResponse>();
  const enemy = here.enemies[0]!;
  const started = await as(trader, 'POST', '/api/swg-combat/start', { opponent_type: 'enemy', opponent_id: enemy.id });
  expect(started.statusCode, started.body).toBe(200);
  return started.json<StartCombatResponse>().session;
}

const attack = (trader: Trader, sessionId: number, turn: number) => as(trader, 'POST', `/api/swg-combat/session/${sessionId}/action`, { action: 'attack', turn_number: turn });

/** Breath and health to spare, so a test fight is decided by the opponent falling. */
async function hardy(trader: Trader) {
  await ctx.database.db.updateTable('character_combat').set({ health_current: 5_000, action_current: 5_000, mind_current: 5_000, constitution: 5_000, stamina: 5_000, intellect: 5_000 }).where('character_id', '=', trader.id).execute();
}

/** The seeded enemies of the starting system with their system's danger. */
function startingEnemies(systemId: number) {
  return ctx.database.db
    .selectFrom('enemies as e')
    .innerJoin('super_areas as s', 's.id', 'e.super_area_id')
    .select(['e.id', 'e.kind', 'e.level', 'e.credits_min', 'e.credits_max', 's.danger_level'])
    .where('e.super_area_id', '=', systemId)
    .where('e.spawned', '=', false)
    .orderBy('e.id')
    .execute();
}

describe('fight rewards', () => {
  it('every seeded enemy carries the purse the rules give its level and danger, and a loot table with supplies', async () => {
    const enemies = await startingEnemies(await startingSystem(ctx.database.db));
    expect(enemies.length).toBeGreaterThan(0);
    for (const enemy of enemies) {
      expect({ min: enemy.credits_min, max: enemy.credits_max }).toEqual(purseRange(enemy.kind, enemy.level, enemy.danger_level));
      // A newcomer's first fights pay at least a hundred and fifty credits.
      expect(enemy.credits_min).toBeGreaterThanOrEqual(150);
      const loot = await ctx.database.db.selectFrom('enemy_loot as l').innerJoin('item_templates as t', 't.id', 'l.item_template_id').select(['t.category', 't.quality']).where('l.enemy_id', '=', enemy.id).execute();
      expect(loot.map((l) => l.category)).toContain('medical');
      // Gear a newcomer loots is worth wearing: nothing poor when something better fits.
      expect(loot.filter((l) => l.category === 'weapon').map((l) => l.quality)).not.toContain('poor');
    }
  });

  it('a fight played turn by turn (the auto-attack’s way) pays its purse into the ledger; a turn played twice is refused', async () => {
    const [fighter] = await newTraders(ctx, 1);
    await hardy(fighter!);
    const before = await creditsOf(ctx.database.db, fighter!.id);
    const session = await startFight(fighter!);
    const enemy = await ctx.database.db.selectFrom('enemies').select(['credits_min', 'credits_max']).where('id', '=', session.opponent.id).executeTakeFirstOrThrow();

    // The same turn sent twice at once (a double click on top of the auto-attack): one plays it.
    const both = await Promise.all([attack(fighter!, session.id, session.turn_number), attack(fighter!, session.id, session.turn_number)]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 422]);
    expect(both.map((r) => r.json<{ message: string }>().message)).toContain('That turn has already been played.');
    const played = both.find((r) => r.statusCode === 200)!.json<CombatActionResponse>();
    expect(played.session.turn_number).toBe(session.turn_number + 1);

    let last = played;
    for (let n = 0; n < 200 && last.session.status === 'active'; n++) {
      const response = await attack(fighter!, session.id, last.session.turn_number);
      expect(response.statusCode, response.body).toBe(200);
      last = response.json<CombatActionResponse>();
    }
    expect(last.session.status).toBe('victory');
    const paid = last.session.rewards!;
    // An opponent that runs leaves half its purse.
    const ranOff = last.session.log.some((entry) => entry.actor === 'opponent' && entry.action === 'flee');
    const share = ranOff ? 0.5 : 1;
    expect(paid.credits).toBeGreaterThanOrEqual(Math.floor(enemy.credits_min * share));
    expect(paid.credits).toBeLessThanOrEqual(enemy.credits_max * share);
    const ledger = await ctx.database.db.selectFrom('credit_ledger').select('amount').where('character_id', '=', fighter!.id).where('reason', '=', 'combat_reward').execute();
    expect(ledger.map((row) => Number(row.amount))).toEqual([paid.credits]);
    expect(await creditsOf(ctx.database.db, fighter!.id)).toBe(before + paid.credits);
    // Each looted item is in the inventory.
    const granted = paid.items.filter((item) => item.status === 'granted');
    const owned = await ctx.database.db.selectFrom('items').select('id').where('character_id', '=', fighter!.id).execute();
    expect(owned.length).toBeGreaterThanOrEqual(granted.length);
  });

  it('the rewards refresh gives a database seeded before it the new purses and tables, and leaves a game master’s spawn alone', async () => {
    const db = ctx.database.db;
    const [seeded] = await startingEnemies(await startingSystem(db));
    // A game master's spawn whose purse was set by hand.
    const spawned = await db.insertInto('enemies').values({ ...enemyValues({ id: await startingSystem(db), danger: 1 }, 'bandit', 2, 'Hand-made Bandit', 'Set by hand.', true), credits_min: 7, credits_max: 9 }).returning('id').executeTakeFirstOrThrow();
    // The old numbers: twenty to forty-five credits a level, and no loot.
    await db.updateTable('enemies').set({ credits_min: 20, credits_max: 45 }).where('id', '=', seeded!.id).execute();
    await db.deleteFrom('enemy_loot').where('enemy_id', '=', seeded!.id).execute();
    await db.transaction().execute((trx) => refreshCombatRewards(trx));
    const after = await db.selectFrom('enemies').select(['credits_min', 'credits_max']).where('id', '=', seeded!.id).executeTakeFirstOrThrow();
    expect({ min: after.credits_min, max: after.credits_max }).toEqual(purseRange(seeded!.kind, seeded!.level, seeded!.danger_level));
    expect((await db.selectFrom('enemy_loot').select('item_template_id').where('enemy_id', '=', seeded!.id).execute()).length).toBeGreaterThan(0);
    expect(await db.selectFrom('enemies').select(['credits_min', 'credits_max']).where('id', '=', spawned.id).executeTakeFirstOrThrow()).toEqual({ credits_min: 7, credits_max: 9 });
  });
});
