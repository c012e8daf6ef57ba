import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { Character } from '../../src/shared/api';
import type { EquipmentSlot } from '../../src/shared/rules/items/itemKinds';
import type { Db } from '../../src/server/db/database';
import type { Captain } from './shipCaptain';

type PlaceType = 'shuttleport' | 'market' | 'shop' | 'cantina';

/**
 * A place of `placeType` in the character's location (every location has a shuttleport and a
 * market); when its location has none, the character is moved to the shuttleport of a location that does.
 */
export async function shopOf(db: Db, captain: Captain, placeType: PlaceType): Promise<number> {
  const here = await db.selectFrom('characters as c').innerJoin('places as p', 'p.id', 'c.place_id').select(['p.location_id']).where('c.id', '=', captain.characterId).executeTakeFirstOrThrow();
  const local = await db.selectFrom('places').select('id').where('location_id', '=', here.location_id).where('place_type', '=', placeType).executeTakeFirst();
  if (local) return local.id;
  const place = await db.selectFrom('places').select(['id', 'location_id']).where('place_type', '=', placeType).orderBy('id').executeTakeFirstOrThrow();
  const port = await db.selectFrom('places').select('id').where('location_id', '=', place.location_id).where('place_type', '=', 'shuttleport').executeTakeFirstOrThrow();
  await db.updateTable('characters').set({ place_id: port.id }).where('id', '=', captain.characterId).execute();
  return place.id;
}

/** The catalogue entry called `name`. */
export async function template(db: Db, name: string) {
  return db.selectFrom('item_templates').select(['id', 'price', 'effect_amount']).where('name', '=', name).executeTakeFirstOrThrow();
}

/** Puts an item straight into the character's inventory (or a slot), for a test's setup. */
export async function giveItem(db: Db, captain: Captain, name: string, options: { condition?: number; slot?: EquipmentSlot } = {}): Promise<number> {
  const { id: templateId } = await template(db, name);
  const row = await db
    .insertInto('items')
    .values({ character_id: captain.characterId, item_template_id: templateId, condition: options.condition ?? 100, equipped_slot: options.slot ?? null, acquired_at: new Date() })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** The character as the API shows it. */
export async function characterOf(captain: Captain): Promise<Character> {
  const response = await captain.get(`/api/characters/${captain.characterId}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Character>();
}

/** Buys the catalogue item `name` at the shop `placeId`, asserting success. */
export async function buy(db: Db, captain: Captain, placeId: number, name: string): Promise<{ item: { id: number }; price: number; credits: number }> {
  const response = await captain.post('/api/shops/buy', { place_id: placeId, item_template_id: (await template(db, name)).id });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

/** The sum of the character's ledger amounts: always its credits. */
export async function ledgerSum(db: Db, characterId: number): Promise<number> {
  const rows = await db.selectFrom('credit_ledger').select('amount').where('character_id', '=', characterId).execute();
  return rows.reduce((sum, row) => sum + Number(row.amount), 0);
}

/** The refusal's message of a 422. */
export function refusal(response: LightMyRequestResponse): string {
  expect(response.statusCode, response.body).toBe(422);
  return response.json<{ message: string }>().message;
}
