import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { ContentType } from '../../../shared/api';
import type { Database } from '../../db/schema';

/** One kind of thing that depends on an object: while its count is above zero the object stays. */
interface DependentRule {
  label: string;
  count: (id: number) => RawBuilder<{ n: string }>;
}

const count = (label: string, query: (id: number) => RawBuilder<{ n: string }>): DependentRule => ({ label, count: query });
/** Fights under way against an opponent of this kind. */
const fightsAgainst = (kind: 'enemy' | 'npc') =>
  count('Fights under way', (id) => sql`SELECT count(*) AS n FROM combat_sessions WHERE opponent_type = ${kind} AND opponent_id = ${id} AND status = 'active'`);
/** Contracts a character has taken (offers nobody took go with the object). */
const TAKEN = sql`status NOT IN ('available', 'expired')`;

/**
 * What blocks a delete, per content type (GAME_RULES "Content admin"): children first (a planet
 * with districts is refused, delete bottom-up), then whatever players hold or stand on. Offers
 * nobody took, markets and lanes are the object's own and go with it.
 */
export const DEPENDENTS: Record<ContentType, readonly DependentRule[]> = {
  super_area: [
    count('Planets', (id) => sql`SELECT count(*) AS n FROM planets WHERE super_area_id = ${id}`),
    count('Journeys to or from it', (id) => sql`SELECT count(*) AS n FROM journeys WHERE from_super_area_id = ${id} OR to_super_area_id = ${id}`),
    count('Contracts taken', (id) => sql`SELECT count(*) AS n FROM trading_contracts WHERE super_area_id = ${id} AND ${TAKEN}`),
    count('Quests offered there', (id) => sql`SELECT count(*) AS n FROM quests WHERE super_area_id = ${id}`),
  ],
  planet: [count('Districts', (id) => sql`SELECT count(*) AS n FROM districts WHERE planet_id = ${id}`)],
  district: [count('Locations', (id) => sql`SELECT count(*) AS n FROM locations WHERE district_id = ${id}`)],
  location: [count('Places', (id) => sql`SELECT count(*) AS n FROM places WHERE location_id = ${id}`)],
  place: [
    count('Characters here', (id) => sql`SELECT count(*) AS n FROM characters WHERE place_id = ${id}`),
    count('Journeys to or from it', (id) => sql`SELECT count(*) AS n FROM journeys WHERE from_place_id = ${id} OR to_place_id = ${id}`),
    count('Contracts taken', (id) => sql`SELECT count(*) AS n FROM trading_contracts WHERE (pickup_place_id = ${id} OR delivery_place_id = ${id}) AND ${TAKEN}`),
    // Ships arrive at a shuttleport and trade at a market: a system keeps one of each.
    count('Last shuttleport or market of its system', (id) =>
      sql`SELECT count(*) AS n FROM places p WHERE p.id = ${id} AND p.place_type IN ('shuttleport', 'market')
          AND NOT EXISTS (SELECT 1 FROM places o WHERE o.super_area_id = p.super_area_id AND o.place_type = p.place_type AND o.id <> p.id)`,
    ),
  ],
  commodity: [
    count('Cargo in holds', (id) => sql`SELECT count(*) AS n FROM ship_cargo WHERE commodity_id = ${id}`),
    count('Contracts taken', (id) => sql`SELECT count(*) AS n FROM trading_contracts WHERE commodity_id = ${id} AND ${TAKEN}`),
    count('Trades recorded', (id) => sql`SELECT count(*) AS n FROM market_trades WHERE commodity_id = ${id}`),
  ],
  ship_template: [count('Ships', (id) => sql`SELECT count(*) AS n FROM ships WHERE ship_template_id = ${id}`)],
  upgrade_template: [count('Installed upgrades', (id) => sql`SELECT count(*) AS n FROM ship_customizations WHERE upgrade_template_id = ${id}`)],
  item_template: [
    count('Items owned', (id) => sql`SELECT count(*) AS n FROM items WHERE item_template_id = ${id}`),
    count('Enemy loot tables', (id) => sql`SELECT count(*) AS n FROM enemy_loot WHERE item_template_id = ${id}`),
  ],
  // Loot tables are the enemy's own; a fight under way holds it, and so does a quest that asks for its defeat.
  enemy: [fightsAgainst('enemy'), count('Quest steps to defeat it', (id) => sql`SELECT count(*) AS n FROM quest_steps WHERE target_type = 'defeat' AND target_id = ${id}`)],
  npc: [fightsAgainst('npc')],
  // Its steps are its own; a character's run of it (even finished: the journal shows it) and the next quest of its chain hold it.
  quest: [
    count('Characters who took it', (id) => sql`SELECT count(*) AS n FROM character_quests WHERE quest_id = ${id}`),
    count('Quests that follow it', (id) => sql`SELECT count(*) AS n FROM quests WHERE previous_quest_id = ${id}`),
  ],
};

/** Every dependent kind of `type` with its count for object `id`. */
export async function dependentsOf(db: Kysely<Database>, type: ContentType, id: number): Promise<{ label: string; count: number }[]> {
  return Promise.all(
    DEPENDENTS[type].map(async (rule) => {
      const { rows } = await rule.count(id).execute(db);
      return { label: rule.label, count: Number(rows[0]?.n ?? 0) };
    }),
  );
}

/** The object's own rows that go before it (offers nobody took), so its foreign keys let it go. */
export async function clearOwnRows(db: Kysely<Database>, type: ContentType, id: number): Promise<void> {
  if (type === 'place') await sql`DELETE FROM trading_contracts WHERE (pickup_place_id = ${id} OR delivery_place_id = ${id}) AND NOT ${TAKEN}`.execute(db);
  if (type === 'commodity') await sql`DELETE FROM trading_contracts WHERE commodity_id = ${id} AND NOT ${TAKEN}`.execute(db);
}
