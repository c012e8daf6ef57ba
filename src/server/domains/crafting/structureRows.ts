import { sql } from 'kysely';
import type { OwnedStructure } from '../../../shared/api';
import { lotsOf } from '../../../shared/rules/crafting/structures';
import type { Db } from '../../db/database';

/** The structures a character placed, with their place and whether a stall stands on each, oldest first. */
export async function ownStructures(db: Db, characterId: number): Promise<OwnedStructure[]> {
  const rows = await db
    .selectFrom('structures as s')
    .innerJoin('places as p', 'p.id', 's.place_id')
    .innerJoin('item_templates as t', 't.id', 's.item_template_id')
    .leftJoin('vendor_stalls as v', 'v.structure_id', 's.id')
    .select(['s.id', 's.kind', 't.name', 'p.id as place_id', 'p.name as place_name', 's.lot', 's.crafter_name', sql<boolean>`v.character_id IS NOT NULL`.as('in_use')])
    .where('s.owner_id', '=', characterId)
    .orderBy('s.id')
    .execute();
  return rows.map((r) => ({ id: r.id, kind: r.kind, name: r.name, place: { id: r.place_id, name: r.place_name }, lot: r.lot, crafter_name: r.crafter_name, in_use: r.in_use }));
}

/** A place's lots: how many it has (by its type) and how many no structure stands on. */
export async function lotsAt(db: Db, placeId: number): Promise<{ total: number; free: number; placeType: string; taken: number[] }> {
  const row = await db
    .selectFrom('places as p')
    .select(['p.place_type', sql<number[]>`(SELECT coalesce(array_agg(s.lot), '{}') FROM structures s WHERE s.place_id = p.id)`.as('taken')])
    .where('p.id', '=', placeId)
    .executeTakeFirstOrThrow();
  const total = lotsOf(row.place_type);
  return { total, free: Math.max(0, total - row.taken.length), placeType: row.place_type, taken: row.taken };
}

/** The character's placed stall structure at `placeId` that no stall stands on yet, if any. */
export async function freeStallStructure(db: Db, characterId: number, placeId: number): Promise<{ id: number } | undefined> {
  return db
    .selectFrom('structures as s')
    .leftJoin('vendor_stalls as v', 'v.structure_id', 's.id')
    .select('s.id')
    .where('s.owner_id', '=', characterId)
    .where('s.place_id', '=', placeId)
    .where('s.kind', '=', 'vendor_stall')
    .where('v.character_id', 'is', null)
    .orderBy('s.id')
    .executeTakeFirst();
}
