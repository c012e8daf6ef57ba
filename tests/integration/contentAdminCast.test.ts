import { describe, expect, it } from 'vitest';
import { adminVisitor } from '../support/adminVisitor';
import { newCaptain } from '../support/shipCaptain';
import { useTestApp } from '../support/testApp';

const ctx = useTestApp();
const admin = () => adminVisitor(ctx.app, ctx.database.db);

describe('enemies, NPCs and quests in the game object manager', () => {
  it('lists each with search and paging, and shows what depends on it', async () => {
    const operator = await admin();
    for (const type of ['enemy', 'npc', 'quest']) {
      const first = await operator.get(`/api/admin/objects/${type}?page=1`);
      expect(first.statusCode, first.body).toBe(200);
      const page = first.json();
      expect(page.total).toBeGreaterThan(0);
      const row = page.data[0];
      const found = (await operator.get(`/api/admin/objects/${type}?search=${encodeURIComponent(row.name)}`)).json();
      expect(found.data.map((r: { id: number }) => r.id)).toContain(row.id);
      const shown = (await operator.get(`/api/admin/objects/${type}/${row.id}`)).json();
      expect(shown.values.name).toBe(row.name);
      expect(shown.dependents.length).toBeGreaterThan(0);
    }
    const enemies = await ctx.database.db.selectFrom('enemies').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
    if (Number(enemies.n) > 25) expect((await operator.get('/api/admin/objects/enemy?page=2')).json().data.length).toBeGreaterThan(0);
  });

  it('refuses an enemy whose most damage is below its least, and audits a good edit', async () => {
    const operator = await admin();
    const enemy = await ctx.database.db.selectFrom('enemies').selectAll().orderBy('id').executeTakeFirstOrThrow();
    const values = (await operator.get(`/api/admin/objects/enemy/${enemy.id}`)).json().values;
    const bad = await operator.put(`/api/admin/objects/enemy/${enemy.id}`, { ...values, kind: 'dragon', level: 51 });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({ kind: ['Choose a kind of enemy.'], level: ['The level must be between 1 and 50.'] });
    const crossed = await operator.put(`/api/admin/objects/enemy/${enemy.id}`, { ...values, damage_min: 40, damage_max: 10 });
    expect(crossed.json().errors).toEqual({ damage_max: ['The most damage may not be less than the least.'] });
    expect((await ctx.database.db.selectFrom('enemies').select('damage_max').where('id', '=', enemy.id).executeTakeFirstOrThrow()).damage_max).toBe(enemy.damage_max);

    const good = await operator.put(`/api/admin/objects/enemy/${enemy.id}`, { ...values, name: 'Dune Stalker', level: 7 });
    expect(good.statusCode, good.body).toBe(200);
    const audit = (await operator.get('/api/admin/audit?subject_type=enemy')).json();
    expect(audit.data[0]).toMatchObject({ action: 'update', before: { name: enemy.name }, after: { name: 'Dune Stalker', level: 7 } });
  });

  it('edits an NPC and a quest; an empty time limit means none', async () => {
    const operator = await admin();
    const npc = await ctx.database.db.selectFrom('npcs').select('id').orderBy('id').executeTakeFirstOrThrow();
    const npcValues = (await operator.get(`/api/admin/objects/npc/${npc.id}`)).json().values;
    expect((await operator.put(`/api/admin/objects/npc/${npc.id}`, { ...npcValues, greeting: '' })).json().errors).toEqual({ greeting: ['The greeting may not be empty.'] });
    const npcSaved = await operator.put(`/api/admin/objects/npc/${npc.id}`, { ...npcValues, greeting: 'Well met, spacer.', hostile_allowed: true });
    expect(npcSaved.json().values).toMatchObject({ greeting: 'Well met, spacer.', hostile_allowed: true });

    const quest = await ctx.database.db.selectFrom('quests').select('id').orderBy('id').executeTakeFirstOrThrow();
    const questValues = (await operator.get(`/api/admin/objects/quest/${quest.id}`)).json().values;
    expect((await operator.put(`/api/admin/objects/quest/${quest.id}`, { ...questValues, time_limit_seconds: 5 })).json().errors).toEqual({ time_limit_seconds: ['The time limit must be between 60 and 2,592,000.'] });
    const questSaved = await operator.put(`/api/admin/objects/quest/${quest.id}`, { ...questValues, objective: 'Learn the ropes.', time_limit_seconds: null });
    expect(questSaved.statusCode, questSaved.body).toBe(200);
    expect(questSaved.json().values).toMatchObject({ objective: 'Learn the ropes.', time_limit_seconds: null });
  });

  it('refuses to delete an enemy in a fight, or a quest with a follower; deletes an enemy nothing needs, with its loot', async () => {
    const operator = await admin();
    const captain = await newCaptain(ctx.app, ctx.database.db);
    const { place_id } = await ctx.database.db.selectFrom('characters').select('place_id').where('id', '=', captain.characterId).executeTakeFirstOrThrow();
    const { super_area_id } = await ctx.database.db.selectFrom('places').select('super_area_id').where('id', '=', place_id).executeTakeFirstOrThrow();
    const [foe, spare] = await ctx.database.db.selectFrom('enemies').select(['id', 'name']).where('super_area_id', '=', super_area_id).orderBy('level').orderBy('id').limit(2).execute();
    const started = await captain.post('/api/swg-combat/start', { opponent_type: 'enemy', opponent_id: foe!.id });
    expect(started.statusCode, started.body).toBe(200);
    const refused = await operator.delete(`/api/admin/objects/enemy/${foe!.id}`);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toContain('Fights under way (1)');

    const chained = await ctx.database.db.selectFrom('quests').select('previous_quest_id').where('previous_quest_id', 'is not', null).orderBy('id').executeTakeFirstOrThrow();
    const questRefused = await operator.delete(`/api/admin/objects/quest/${chained.previous_quest_id}`);
    expect(questRefused.statusCode).toBe(422);
    expect(questRefused.json().message).toContain('Quests that follow it (1)');

    const deleted = await operator.delete(`/api/admin/objects/enemy/${spare!.id}`);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(await ctx.database.db.selectFrom('enemy_loot').select('enemy_id').where('enemy_id', '=', spare!.id).execute()).toEqual([]);
    const audit = (await operator.get('/api/admin/audit?subject_type=enemy')).json();
    expect(audit.data[0]).toMatchObject({ action: 'delete', before: { name: spare!.name }, after: null });
  });
});
