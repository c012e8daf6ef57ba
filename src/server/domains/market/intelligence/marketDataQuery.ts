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

/** What the market dashboard shows of a system, the same for every character (cached per system). */
export interface SystemMarketRows {
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
  trades24h: number;
}

/** What the market dashboard shows of the character asking: never shared between characters. */
export interface TraderRows {
  /** The system the character is in. */
  superAreaId: number;
  ship: ActiveShip | null;
  /** The character's learned skills that carry modifiers (its profession bonuses). */
  learnedModifiers: LearnedModifiers[];
}

const traderStatement = compiledOnce((db, characterId: number) =>
  prepared(db.selectFrom('characters as c'))
    .innerJoin('places as p', 'p.id', 'c.place_id')
    .select('p.super_area_id')
    .select(jsonObjectFrom(selectShipForTrade(db).where('s.id', '=', sql.ref<number>('c.active_ship_id'))).as('ship'))
    .select(learnedModifiersSql(sql.ref<number>('c.id')).as('learned_modifiers'))
    .where('c.id', '=', characterId),
);

const systemStatement = compiledOnce((db, system: number, dayAgo: Date, alertsShown: number) =>
  prepared(
    db
      .selectNoFrom(jsonArrayFrom(db.selectFrom('markets').select(MARKET_VIEW_COLUMNS).where('super_area_id', '=', system).orderBy('commodity_id')).as('markets'))
      .select(jsonArrayFrom(selectRecentAlerts(db, dayAgo, alertsShown).where('a.super_area_id', '=', system)).as('alerts')),
  ),
);

const tradesStatement = compiledOnce((db, system: number, dayAgo: Date) =>
  prepared(
    db.selectNoFrom(
      sql<number>`((SELECT count(*) FROM market_trades mt WHERE mt.super_area_id = ${system} AND mt.created_at > ${dayAgo}) + (SELECT count(*) FROM npc_trades nt WHERE nt.super_area_id = ${system} AND nt.created_at > ${dayAgo}))::int`.as('trades_24h'),
    ),
  ),
);

/** The character's part of the dashboard in one statement: where it is, its active ship, its skill modifiers. Undefined when there is no such character. */
export async function readTraderRows(db: Db, characterId: number): Promise<TraderRows | undefined> {
  const [row] = await traderStatement(db, characterId);
  if (!row) return undefined;
  return { superAreaId: Number(row.super_area_id), ship: row.ship ? presentActiveShip(row.ship) : null, learnedModifiers: row.learned_modifiers };
}

/** A system's part of the dashboard in one statement: its markets and its alerts of the last day. */
export async function readSystemMarketRows(db: Db, superAreaId: number, now: Date, alertsShown: number): Promise<Omit<SystemMarketRows, 'trades24h'>> {
  const [row] = await systemStatement(db, superAreaId, dayBefore(now), alertsShown);
  return { markets: row?.markets ?? [], alerts: (row?.alerts ?? []).map(presentAlert) };
}

/**
 * The trades of the last day in a system, players' and the traffic's. It counts rows of a day, so
 * it grows with the trading: `SystemMarkets` counts once a window and adds the trades it hears of.
 */
export async function countSystemTrades(db: Db, superAreaId: number, now: Date): Promise<number> {
  const [row] = await tradesStatement(db, superAreaId, dayBefore(now));
  return row?.trades_24h ?? 0;
}
