import { sql } from 'kysely';
import { nextTradingLevelAt, tradingLevel } from '../../../../shared/rules/market/tradingLevel';
import type { Db } from '../../../db/database';

/** A character's trading record and level (seed 001 §3 Trading stats). */
export async function tradingStats(db: Db, characterId: number) {
  const [totals, experience] = await Promise.all([
    db
      .selectFrom('market_trades')
      .select([
        sql<number>`count(*)::int`.as('trades'),
        sql<number>`count(*) FILTER (WHERE action = 'buy')::int`.as('buys'),
        sql<number>`count(*) FILTER (WHERE action = 'sell')::int`.as('sells'),
        sql<number>`coalesce(sum(credits) FILTER (WHERE action = 'buy'), 0)::bigint`.as('spent'),
        sql<number>`coalesce(sum(credits) FILTER (WHERE action = 'sell'), 0)::bigint`.as('earned'),
        sql<number>`coalesce(sum(credits - cost_basis) FILTER (WHERE action = 'sell'), 0)::bigint`.as('profit'),
      ])
      .where('character_id', '=', characterId)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('character_experience')
      .select('total_earned')
      .where('character_id', '=', characterId)
      .where('experience_type', '=', 'trading')
      .executeTakeFirst(),
  ]);
  const xp = experience?.total_earned ?? 0;
  return {
    trading_level: tradingLevel(xp),
    trading_experience: xp,
    next_level_experience: nextTradingLevelAt(xp),
    total_trades: totals.trades,
    buys: totals.buys,
    sells: totals.sells,
    credits_spent: totals.spent,
    credits_earned: totals.earned,
    total_profit: totals.profit,
  };
}
