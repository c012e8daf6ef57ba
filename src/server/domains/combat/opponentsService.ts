import { sql } from 'kysely';
import type { CombatOpponentsResponse, EnemyDetail, EnemySummary, NpcDetail } from '../../../shared/api';
import { ENEMY_PAGE_SIZE } from '../../../shared/api';
import type { EnemyKind } from '../../../shared/rules/combat/combatTerms';
import { enemyValues, lootCandidates, writeLoot } from '../../db/seed/seedCombat';
import type { Db } from '../../db/database';
import { notFound } from '../../kernel/refusal';
import { recordAdminAct } from '../admin/adminAudit';
import { opponentAbilities } from '../../../shared/rules/combat/enemyProfile';
import { ENEMY_NOT_FOUND, NPC_NOT_FOUND } from './opponentSnapshot';

function enemies(db: Db) {
  return db
    .selectFrom('enemies as e')
    .innerJoin('super_areas as s', 's.id', 'e.super_area_id')
    .select(['e.id', 'e.name', 'e.kind', 'e.level', 'e.health_max', 'e.action_max', 'e.mind_max', 'e.credits_min', 'e.credits_max', 'e.spawned', 'e.description', 'e.damage_min', 'e.damage_max', 'e.accuracy', 'e.defense'])
    .select(['s.id as area_id', 's.display_name as area_name', 's.danger_level']);
}
type EnemyRow = Awaited<ReturnType<ReturnType<typeof enemies>['executeTakeFirstOrThrow']>>;

const summary = (r: EnemyRow): EnemySummary => ({
  id: r.id, name: r.name, kind: r.kind, level: r.level, super_area: { id: r.area_id, name: r.area_name, danger_level: r.danger_level },
  health_max: r.health_max, action_max: r.action_max, mind_max: r.mind_max, credits_min: r.credits_min, credits_max: r.credits_max, spawned: r.spawned,
});

function npcs(db: Db) {
  return db.selectFrom('npcs as n').innerJoin('places as p', 'p.id', 'n.place_id').select(['n.id', 'n.name', 'n.role', 'n.level', 'n.hostile_allowed', 'n.description', 'n.greeting', 'p.id as place_id', 'p.name as place_name', 'p.super_area_id']);
}
type NpcRow = Awaited<ReturnType<ReturnType<typeof npcs>['executeTakeFirstOrThrow']>>;
const npcOf = (r: NpcRow): NpcDetail => ({ id: r.id, name: r.name, role: r.role, level: r.level, hostile_allowed: r.hostile_allowed, place: { id: r.place_id, name: r.place_name, super_area_id: r.super_area_id }, description: r.description, greeting: r.greeting });

/** The opponents' reads and the admin acts on them. */
export class OpponentsService {
  constructor(private readonly db: Db) {}

  /** Who the character can fight where it stands: its system's enemies, the NPCs at its place. */
  async here(characterId: number): Promise<CombatOpponentsResponse> {
    const where = await this.db.selectFrom('characters as c').innerJoin('places as p', 'p.id', 'c.place_id').innerJoin('super_areas as s', 's.id', 'p.super_area_id')
      .select(['p.id as place_id', 'p.name as place_name', 's.id as area_id', 's.display_name', 's.danger_level']).where('c.id', '=', characterId).executeTakeFirstOrThrow();
    const [found, people] = await Promise.all([
      enemies(this.db).where('e.super_area_id', '=', where.area_id).orderBy('e.level').orderBy('e.id').execute(),
      npcs(this.db).where('n.place_id', '=', where.place_id).orderBy('n.id').execute(),
    ]);
    return {
      super_area: { id: where.area_id, name: where.display_name, danger_level: where.danger_level },
      place: { id: where.place_id, name: where.place_name },
      enemies: found.map(summary),
      npcs: people.map(npcOf),
    };
  }

  async list(superAreaId: number | undefined, page: number) {
    let query = enemies(this.db);
    if (superAreaId !== undefined) query = query.where('e.super_area_id', '=', superAreaId);
    const [rows, count] = await Promise.all([
      query.orderBy('e.super_area_id').orderBy('e.level').orderBy('e.id').limit(ENEMY_PAGE_SIZE).offset((page - 1) * ENEMY_PAGE_SIZE).execute(),
      this.db.selectFrom('enemies').select(sql<number>`count(*)::int`.as('n')).$if(superAreaId !== undefined, (q) => q.where('super_area_id', '=', superAreaId as number)).executeTakeFirstOrThrow(),
    ]);
    return { enemies: rows.map(summary), page, per_page: ENEMY_PAGE_SIZE, total: count.n };
  }

  async show(id: number): Promise<{ enemy: EnemyDetail }> {
    const row = await enemies(this.db).where('e.id', '=', id).executeTakeFirst();
    if (!row) throw notFound(ENEMY_NOT_FOUND);
    const loot = await this.db.selectFrom('enemy_loot as l').innerJoin('item_templates as t', 't.id', 'l.item_template_id').select(['l.item_template_id', 't.name', 't.quality', 'l.chance_percent']).where('l.enemy_id', '=', id).orderBy('l.item_template_id').execute();
    return { enemy: { ...summary(row), description: row.description, damage_min: row.damage_min, damage_max: row.damage_max, accuracy: row.accuracy, defense: row.defense, abilities: opponentAbilities(row.kind, row.level).map((a) => a.name), loot } };
  }

  /** Admin: a new enemy in a super area, its numbers and loot from its kind and level; audited. */
  async spawn(userId: number, input: { name: string; super_area_id: number; kind: EnemyKind; level: number; description?: string | undefined }, now: Date) {
    const id = await this.db.transaction().execute(async (trx) => {
      const area = await trx.selectFrom('super_areas').select(['id', 'danger_level']).where('id', '=', input.super_area_id).executeTakeFirst();
      if (!area) throw notFound('Super area not found.');
      const values = enemyValues({ id: area.id, danger: area.danger_level }, input.kind, input.level, input.name, input.description?.trim() || `A ${input.kind} spawned by the game masters.`, true);
      const row = await trx.insertInto('enemies').values({ ...values, created_at: now }).returning('id').executeTakeFirstOrThrow();
      await writeLoot(trx, row.id, input.kind, input.level, await lootCandidates(trx));
      await recordAdminAct(trx, userId, { action: 'enemy.spawn', subjectType: 'enemy', subjectId: row.id, before: null, after: { ...values, id: row.id } }, now);
      return row.id;
    });
    const { enemy } = await this.show(id);
    return { message: `${enemy.name} (level ${enemy.level}) now roams ${enemy.super_area.name}.`, enemy };
  }

  async npcList(placeId?: number, superAreaId?: number) {
    let query = npcs(this.db);
    if (placeId !== undefined) query = query.where('n.place_id', '=', placeId);
    if (superAreaId !== undefined) query = query.where('p.super_area_id', '=', superAreaId);
    const rows = await query.orderBy('n.id').limit(200).execute();
    return { npcs: rows.map(npcOf) };
  }

  async npc(id: number): Promise<{ npc: NpcDetail }> {
    const row = await npcs(this.db).where('n.id', '=', id).executeTakeFirst();
    if (!row) throw notFound(NPC_NOT_FOUND);
    return { npc: npcOf(row) };
  }

  /** Admin: moves an NPC to another place; audited. */
  async moveNpc(userId: number, id: number, placeId: number, now: Date) {
    await this.db.transaction().execute(async (trx) => {
      const before = await trx.selectFrom('npcs').select(['id', 'place_id']).where('id', '=', id).forUpdate().executeTakeFirst();
      if (!before) throw notFound(NPC_NOT_FOUND);
      const place = await trx.selectFrom('places').select('id').where('id', '=', placeId).executeTakeFirst();
      if (!place) throw notFound('Place not found.');
      await trx.updateTable('npcs').set({ place_id: placeId }).where('id', '=', id).execute();
      await recordAdminAct(trx, userId, { action: 'npc.move', subjectType: 'npc', subjectId: id, before: { place_id: before.place_id }, after: { place_id: placeId } }, now);
    });
    const { npc } = await this.npc(id);
    return { message: `${npc.name} now stands at ${npc.place.name}.`, npc };
  }
}
