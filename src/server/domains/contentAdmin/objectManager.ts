import { sql, type Kysely } from 'kysely';
import { contentTypes, fieldErrorsOf, OBJECTS_PAGE_SIZE, type ContentType, type ObjectIndex, type ObjectShow } from '../../../shared/api';
import { isUniqueViolation, type Db } from '../../db/database';
import type { Database } from '../../db/schema';
import { fieldError, notFound, refused, validationFailed } from '../../http/httpError';
import type { Clock } from '../../time/clock';
import { recordAdminAct } from '../admin/adminAudit';
import { clearOwnRows, dependentsOf } from './objectDependents';

/** Each content type's table and the column the index shows beside the name. */
const TABLES: Record<ContentType, { table: string; detail: string }> = {
  super_area: { table: 'super_areas', detail: "'danger ' || danger_level" },
  planet: { table: 'planets', detail: 'planet_type' },
  district: { table: 'districts', detail: "'planet ' || planet_id" },
  location: { table: 'locations', detail: "'district ' || district_id" },
  place: { table: 'places', detail: 'place_type' },
  commodity: { table: 'commodities', detail: 'category' },
  ship_template: { table: 'ship_templates', detail: 'size_class' },
  upgrade_template: { table: 'upgrade_templates', detail: 'category' },
  item_template: { table: 'item_templates', detail: 'category' },
  enemy: { table: 'enemies', detail: "kind || ', level ' || level" },
  npc: { table: 'npcs', detail: "replace(role, '_', ' ') || ', level ' || level" },
  quest: { table: 'quests', detail: "quest_type || ', ' || category" },
};

type Values = ObjectShow['values'];

/**
 * The editable fields of a row, numbers as numbers (numeric columns arrive as strings). A
 * system's danger level is its own (base) danger: the living galaxy computes the current one.
 */
function editableValues(type: ContentType, row: Record<string, unknown>): Values {
  const values: Values = {};
  for (const field of contentTypes[type].fields) {
    const value = row[field.name];
    values[field.name] = field.kind === 'number' && value !== null ? Number(value) : (value as Values[string]);
  }
  if (type === 'super_area' && row.base_danger !== null && row.base_danger !== undefined) values.danger_level = Number(row.base_danger);
  return values;
}

/** What the game computes from an object, shown beside its fields: a system's current danger. */
function computedValues(type: ContentType, row: Record<string, unknown>): ObjectShow['computed'] {
  if (type !== 'super_area') return [];
  return [{ label: 'Current danger (with pirates, patrols and events)', value: String(row.danger_level) }];
}

/**
 * An edit's column assignments. A system's danger level edits its base danger, which the
 * traffic tick keeps; its current danger moves with it, keeping what pirates, patrols and
 * events add until the next tick computes it again.
 */
function assignmentsOf(type: ContentType, changes: Record<string, unknown>) {
  return sql.join(
    Object.entries(changes).map(([column, value]) =>
      type === 'super_area' && column === 'danger_level'
        ? sql`base_danger = ${value}, danger_level = least(10, greatest(1, ${value}::int + danger_level - coalesce(base_danger, danger_level)))`
        : sql`${sql.ref(column)} = ${value}`,
    ),
  );
}

async function readRow(db: Kysely<Database>, type: ContentType, id: number, lock = false): Promise<Record<string, unknown>> {
  const { table } = TABLES[type];
  const { rows } = await sql<Record<string, unknown>>`SELECT * FROM ${sql.table(table)} WHERE id = ${id} ${lock ? sql`FOR UPDATE` : sql``}`.execute(db);
  const row = rows[0];
  if (!row) throw notFound(`${contentTypes[type].label} not found.`);
  return row;
}

/** The game object manager (issue 21): index, show, validated edit and guarded delete of content, every change audited. */
export class ObjectManager {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly onChange: () => void,
  ) {}

  async index(type: ContentType, page: number, search: string | undefined): Promise<ObjectIndex> {
    const { table, detail } = TABLES[type];
    const where = search ? sql`WHERE name ILIKE ${`%${search.replace(/[\\%_]/g, '\\$&')}%`}` : sql``;
    const [rows, total] = await Promise.all([
      sql<{ id: number; name: string; detail: string }>`SELECT id, name, coalesce(${sql.raw(detail)}, '') AS detail FROM ${sql.table(table)} ${where} ORDER BY name, id LIMIT ${OBJECTS_PAGE_SIZE} OFFSET ${(page - 1) * OBJECTS_PAGE_SIZE}`.execute(this.db),
      sql<{ n: string }>`SELECT count(*) AS n FROM ${sql.table(table)} ${where}`.execute(this.db),
    ]);
    return { data: rows.rows.map((r) => ({ ...r, id: Number(r.id) })), page, per_page: OBJECTS_PAGE_SIZE, total: Number(total.rows[0]?.n ?? 0) };
  }

  async show(type: ContentType, id: number): Promise<ObjectShow> {
    const [row, dependents] = await Promise.all([readRow(this.db, type, id), dependentsOf(this.db, type, id)]);
    return { type, id, name: String(row.name), values: editableValues(type, row), computed: computedValues(type, row), dependents };
  }

  /** Checks the edit with the type's rules (422 with field errors), then writes it with its audit entry. */
  async update(userId: number, type: ContentType, id: number, body: Record<string, unknown>): Promise<ObjectShow> {
    const parsed = contentTypes[type].schema.safeParse(body);
    if (!parsed.success) throw validationFailed(fieldErrorsOf(parsed.error));
    const changes = parsed.data as Record<string, unknown>;
    const { table } = TABLES[type];
    try {
      await this.db.transaction().execute(async (trx) => {
        const before = editableValues(type, await readRow(trx, type, id, true));
        const assignments = assignmentsOf(type, changes);
        const { rows } = await sql<Record<string, unknown>>`UPDATE ${sql.table(table)} SET ${assignments} WHERE id = ${id} RETURNING *`.execute(trx);
        // A moved system's lanes keep their length: the Euclidean distance of the two ends.
        if (type === 'super_area') {
          await sql`UPDATE hyperspace_lanes l SET length = round(sqrt(power(a.x - b.x, 2) + power(a.y - b.y, 2))::numeric, 2)
                    FROM super_areas a, super_areas b
                    WHERE a.id = l.from_area_id AND b.id = l.to_area_id AND (l.from_area_id = ${id} OR l.to_area_id = ${id})`.execute(trx);
        }
        await recordAdminAct(trx, userId, { action: 'update', subjectType: type, subjectId: id, before, after: editableValues(type, rows[0] ?? {}) }, this.clock.now());
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw fieldError('name', 'The name has already been taken.');
      throw error;
    }
    this.onChange();
    return this.show(type, id);
  }

  /** Deletes the object unless something depends on it (422 naming what), with its audit entry. */
  async remove(userId: number, type: ContentType, id: number): Promise<{ success: true; message: string }> {
    const name = await this.db.transaction().execute(async (trx) => {
      const row = await readRow(trx, type, id, true);
      const blocking = (await dependentsOf(trx, type, id)).filter((d) => d.count > 0);
      if (blocking.length > 0) {
        throw refused(`${String(row.name)} cannot be deleted while these depend on it: ${blocking.map((d) => `${d.label} (${d.count})`).join(', ')}.`);
      }
      await clearOwnRows(trx, type, id);
      await sql`DELETE FROM ${sql.table(TABLES[type].table)} WHERE id = ${id}`.execute(trx);
      await recordAdminAct(trx, userId, { action: 'delete', subjectType: type, subjectId: id, before: editableValues(type, row), after: null }, this.clock.now());
      return String(row.name);
    });
    this.onChange();
    return { success: true, message: `${name} was deleted.` };
  }
}
