import { sql } from 'kysely';
import { jsonArrayFrom, jsonObjectFrom } from 'kysely/helpers/postgres';
import type { MarketAlert } from '../../../../shared/api';
import type { Db } from '../../../db/database';
import { compiledOnce } from '../../../db/compiledOnce';
import { prepared } from '../../../db/preparedStatements';
import { presentActiveShip, selectShipForTrade, type ActiveShip } from '../../../kernel/activeShip';
import { MARKET_VIEW_COLUMNS } from '../localMarket';
import { dayBefore, presentAlert, selectRecentAlerts } from './marketAlerts';
import { learnedModifiersSql, type LearnedModifiers } from '../../skills/characterModifiers';

/** What the market dashboard reads from the database, before pricing. */
export interface MarketDataRows {
  superAreaId: number;
  markets: {
    id: number;
    super_area_id: number;
    commodity_id: number;
    role: 'producer' | 'consumer' | 'neutral';
    stock: number;
    elasticity: number;
    day_ago_price: number | null;
  }[];
  alerts: MarketAlert[];
  ship: ActiveShip | null;
  trades24h: number;
  /** The character's learned skills that carry modifiers (its profession bonuses). */
  learnedModifiers: LearnedModifiers[];
}

/** The dashboard's statement, for the character's own system (`system` null) or a named one, each shape compiled once. */
function marketDataStatement(ofNamedSystem: boolean) {
  return compiledOnce((db, characterId: number, named: number, dayAgo: Date, alertsShown: number) => {
    const system = ofNamedSystem ? sql<number>`${named}::int` : sql.ref<number>('p.super_area_id');
    return prepared(db.selectFrom('characters as c'))
      .innerJoin('places as p', 'p.id', 'c.place_id')
      .select(system.as('super_area_id'))
      .select(jsonArrayFrom(db.selectFrom('markets').select(MARKET_VIEW_COLUMNS).where('super_area_id', '=', system).orderBy('commodity_id')).as('markets'))
      .select(jsonArrayFrom(selectRecentAlerts(db, dayAgo, alertsShown).where('a.super_area_id', '=', system)).as('alerts'))
      .select(jsonObjectFrom(selectShipForTrade(db).where('s.id', '=', sql.ref<number>('c.active_ship_id'))).as('ship'))
      .select(sql<number>`((SELECT count(*) FROM market_trades mt WHERE mt.super_area_id = ${system} AND mt.created_at > ${dayAgo}) + (SELECT count(*) FROM npc_trades nt WHERE nt.super_area_id = ${system} AND nt.created_at > ${dayAgo}))::int`.as('trades_24h'))
      .select(learnedModifiersSql(sql.ref<number>('c.id')).as('learned_modifiers'))
      .where('c.id', '=', characterId);
  });
}

const ofOwnSystem = marketDataStatement(false);
const ofNamedSystem = marketDataStatement(true);

/**
 * The market dashboard's rows in one statement (the dashboard is polled): the system's markets,
 * its alerts of the last day, the character's active ship, the trades of the last day and the
 * character's skill modifiers. The system is `named`, else the one the character is in.
 * Undefined when there is no such character.
 */
export async function readMarketData(db: Db, characterId: number, named: number | undefined, now: Date, alertsShown: number): Promise<MarketDataRows | undefined> {
  const statement = named === undefined ? ofOwnSystem : ofNamedSystem;
  const [row] = await statement(db, characterId, named ?? 0, dayBefore(now), alertsShown);
  if (!row) return undefined;
  return {
    superAreaId: Number(row.super_area_id),
    markets: row.markets,
    alerts: row.alerts.map(presentAlert),
    ship: row.ship ? presentActiveShip(row.ship) : null,
    trades24h: row.trades_24h,
    learnedModifiers: row.learned_modifiers,
  };
}
