import { sql } from 'kysely';
import { jsonArrayFrom } from 'kysely/helpers/postgres';
import type { ContractFilters } from '../../../shared/api';
import type { Db } from '../../db/database';
import { prepared } from '../../db/preparedStatements';
import { cargoUsedOfShipS } from '../../kernel/cargoUsedSql';
import { travellingSql } from '../../kernel/travelGuard';
import type { CarrierFacts } from './contractFacts';
import { selectContracts, type ContractRow } from './contractQuery';

/** What the board shows a captain: who they are for acceptance, whether they travel, and the offers. */
export interface ContractBoard {
  carrier: CarrierFacts;
  travelling: boolean;
  offers: ContractRow[];
}

const TIMESTAMPS = ['offer_expires_at', 'accepted_at', 'deadline_at', 'completed_at', 'created_at'] as const;

/** A contract row as JSON aggregation hands it back: timestamps arrive as ISO strings. */
function revive(row: object): ContractRow {
  const revived = { ...row } as Record<string, unknown>;
  for (const key of TIMESTAMPS) {
    const value = revived[key];
    if (typeof value === 'string') revived[key] = new Date(value);
  }
  return revived as ContractRow;
}

/**
 * The offers of the character's current system (filtered), with the carrier facts acceptance
 * needs and whether the character travels, in one statement: the contracts list is polled.
 */
export async function readContractBoard(db: Db, characterId: number, filters: ContractFilters, now: Date): Promise<ContractBoard | undefined> {
  let offers = selectContracts(db)
    .where('tc.super_area_id', '=', sql.ref<number>('sa.id'))
    .where('tc.status', '=', 'available')
    .where('tc.offer_expires_at', '>', now);
  if (filters.contract_type) offers = offers.where('tc.contract_type', '=', filters.contract_type);
  if (filters.difficulty) offers = offers.where('tc.difficulty', '=', filters.difficulty);
  if (filters.risk_level) offers = offers.where('tc.risk_level', '=', filters.risk_level);
  if (filters.min_reward !== undefined) offers = offers.where('tc.reward', '>=', filters.min_reward);
  if (filters.max_reward !== undefined) offers = offers.where('tc.reward', '<=', filters.max_reward);
  const row = await prepared(db.selectFrom('characters as c'))
    .innerJoin('places as p', 'p.id', 'c.place_id')
    .innerJoin('super_areas as sa', 'sa.id', 'p.super_area_id')
    .leftJoin('ships as s', 's.id', 'c.active_ship_id')
    .leftJoin('ship_templates as t', 't.id', 's.ship_template_id')
    .select(['c.id', 'c.name', 'c.credits', 'c.reputation', 'sa.id as super_area_id', 'sa.name as super_area_name'])
    .select(['s.id as ship_id', 's.name as ship_name', 't.size_class', 's.cargo_capacity', cargoUsedOfShipS().as('cargo_used')])
    .select(sql<number>`(SELECT count(*) FROM trading_contracts ac WHERE ac.character_id = c.id AND ac.status = 'active')::int`.as('active_contracts'))
    .select(travellingSql().as('is_travelling'))
    .select(jsonArrayFrom(offers).as('offers'))
    .where('c.id', '=', characterId)
    .executeTakeFirst();
  if (!row) return undefined;
  const ship =
    row.ship_id !== null && row.ship_name !== null && row.size_class !== null && row.cargo_capacity !== null
      ? { id: row.ship_id, name: row.ship_name, size: row.size_class, capacity: row.cargo_capacity, used: row.cargo_used }
      : null;
  const sorted = row.offers.map(revive).sort((a, b) => b.reward - a.reward || a.id - b.id);
  return {
    carrier: {
      id: row.id,
      name: row.name,
      credits: row.credits,
      reputation: row.reputation,
      superAreaId: row.super_area_id,
      superAreaName: row.super_area_name,
      ship,
      activeContracts: row.active_contracts,
    },
    travelling: row.is_travelling,
    offers: sorted,
  };
}
