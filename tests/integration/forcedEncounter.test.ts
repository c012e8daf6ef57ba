import { describe, expect, it } from 'vitest';
import { journeySeed, rollJumpEvents } from '../../src/shared/rules/travel/jumpEvents';
import { newCaptain, type Captain } from '../support/shipCaptain';
import { useTestApp } from '../support/testApp';
import { directOption, neighbour, travelStatus } from '../support/travelHelpers';

const ctx = useTestApp();

async function makeAdmin(captain: Captain): Promise<number> {
  const row = await ctx.database.db.selectFrom('characters').select('user_id').where('id', '=', captain.characterId).executeTakeFirstOrThrow();
  await ctx.database.db.updateTable('users').set({ is_admin: true }).where('id', '=', row.user_id).execute();
  return row.user_id;
}

/** Flies to a neighbour at an instant when the dice roll no event, and runs the clock past half the jump. */
async function flyToCalmNeighbour(captain: Captain, destinationId?: number) {
  const destination = destinationId ?? (await neighbour(captain)).id;
  const option = await directOption(captain, destination);
  while (rollJumpEvents(journeySeed(captain.characterId, ctx.clock.now().getTime()), option.plan.segments.map((segment) => segment.danger_level)).length > 0) ctx.clock.advance(1);
  const started = await captain.post('/api/travel/initiate', { travel_type: 'interplanetary', route_id: option.route?.id, destination_id: destination });
  expect(started.statusCode, started.body).toBe(200);
  ctx.clock.advance(Math.ceil((option.real_time * 1000) / 2) + 1);
  await ctx.app.galaxyClock.tick();
  return { option, status: await travelStatus(captain) };
}

describe("a game master's forced encounter", () => {
  it('is refused to a player (403) and changes nothing', async () => {
    const player = await newCaptain(ctx.app, ctx.database.db);
    const refused = await player.post(`/api/admin/characters/${player.characterId}/encounter`, {});
    expect(refused.statusCode).toBe(403);
    expect(await ctx.database.db.selectFrom('forced_encounters').selectAll().where('character_id', '=', player.characterId).execute()).toEqual([]);
  });

  it('refuses an unknown character or item (404)', async () => {
    const admin = await newCaptain(ctx.app, ctx.database.db);
    await makeAdmin(admin);
    expect((await admin.post('/api/admin/characters/999999/encounter', {})).statusCode).toBe(404);
    const noItem = await admin.post(`/api/admin/characters/${admin.characterId}/encounter`, { loot_item_template_id: 999999 });
    expect(noItem.statusCode).toBe(404);
    expect(noItem.json().message).toBe('Item template not found.');
  });

  it('makes the next jump meet pirates exactly once, audited', async () => {
    const admin = await newCaptain(ctx.app, ctx.database.db);
    const userId = await makeAdmin(admin);
    const ordered = await admin.post(`/api/admin/characters/${admin.characterId}/encounter`, {});
    expect(ordered.statusCode, ordered.body).toBe(201);
    expect(ordered.json().encounter).toEqual({ character_id: admin.characterId, enemy_id: null, loot_item_template_id: null, loot_name: null });

    const audit = (await admin.get('/api/admin/audit?subject_type=character')).json();
    expect(audit.data[0]).toMatchObject({ actor_user_id: userId, action: 'character.force_encounter', subject_id: String(admin.characterId), before: null, after: { event: 'pirates', loot_item_template_id: null } });

    const home = (await admin.get(`/api/characters/${admin.characterId}`)).json().location.superArea.id as number;
    const first = await flyToCalmNeighbour(admin);
    expect(first.status.status).toBe('event');
    expect(first.status.event?.title).toBe('Pirate Interdiction');
    await admin.setCredits(50_000);
    expect((await admin.post('/api/travel/handle-event', { choice: 'pay' })).statusCode).toBe(200);
    ctx.clock.advance(first.option.real_time * 1000);
    await ctx.app.galaxyClock.tick();
    expect((await travelStatus(admin)).status).toBe('completed');

    // The order is spent: the jump back (when the dice roll nothing) meets nothing.
    const back = await flyToCalmNeighbour(admin, home);
    expect(back.status.status).toBe('travelling');
    ctx.clock.advance(back.option.real_time * 1000);
    await ctx.app.galaxyClock.tick();
    expect((await travelStatus(admin)).status).toBe('completed');
  });

  it('sends the named enemy aboard with the named item in its loot at 100 % when the player fights', async () => {
    const admin = await newCaptain(ctx.app, ctx.database.db);
    await makeAdmin(admin);
    const medkit = await ctx.database.db.selectFrom('item_templates').select(['id', 'name']).where('name', '=', 'Field Medkit').executeTakeFirstOrThrow();
    const spawned = await admin.post('/api/enemies', { name: 'Rookie Raider', super_area_id: (await neighbour(admin)).id, kind: 'pirate', level: 1 });
    expect(spawned.statusCode, spawned.body).toBe(201);
    const enemyId = spawned.json().enemy.id as number;
    const ordered = await admin.post(`/api/admin/characters/${admin.characterId}/encounter`, { enemy_id: enemyId, loot_item_template_id: medkit.id });
    expect(ordered.json().message).toBe(`${(await admin.get(`/api/characters/${admin.characterId}`)).json().name}'s next hyperspace jump meets Rookie Raider; beating them drops Field Medkit.`);

    const { status } = await flyToCalmNeighbour(admin);
    expect(status.status).toBe('event');
    const fight = await admin.post('/api/travel/handle-event', { choice: 'fight' });
    expect(fight.statusCode, fight.body).toBe(200);
    const sessionId = fight.json().combat_session_id as number;
    const session = await ctx.database.db.selectFrom('combat_sessions').select(['opponent', 'opponent_id']).where('id', '=', sessionId).executeTakeFirstOrThrow();
    expect(Number(session.opponent_id)).toBe(enemyId);
    const loot = (typeof session.opponent === 'string' ? JSON.parse(session.opponent) : session.opponent).loot as { item_template_id: number; chance_percent: number }[];
    expect(loot).toContainEqual(expect.objectContaining({ item_template_id: medkit.id, chance_percent: 100 }));
  });
});
