import { characterChannelWireName, MAX_CHANNELS_PER_EVENT } from '../../../../shared/api';
import { groupBy } from '../../../../shared/rules/groupBy';
import type { Db } from '../../../db/database';
import type { Broadcaster } from '../../../realtime/broadcaster';
import { recordCharacterEvent } from '../../captainsLog/recordEvents';
import type { RaisedAlert } from './marketAlerts';

/** An event carries at most this many moves (Pusher caps a payload at 10 KB). */
const MAX_MOVES_PER_EVENT = 10;

/**
 * Tells the characters in a system where prices just moved (the MarketOpportunity event of seed
 * 000 §7): one query finds who is there, then one event per system goes to up to 100 channels
 * at a time and into their captain's logs.
 */
export async function announceOpportunities(db: Db, broadcaster: Broadcaster, now: Date, alerts: readonly RaisedAlert[]): Promise<void> {
  if (alerts.length === 0) return;
  const bySystem = groupBy(alerts, (alert) => alert.superAreaId);
  const present = await db
    .selectFrom('characters as c')
    .innerJoin('places as p', 'p.id', 'c.place_id')
    .select(['c.id', 'p.super_area_id'])
    .where('p.super_area_id', 'in', [...bySystem.keys()])
    .execute();
  const here = new Map([...groupBy(present, (row) => row.super_area_id)].map(([system, rows]) => [system, rows.map((row) => row.id)]));
  for (const [systemId, characterIds] of here) {
    const moves = (bySystem.get(systemId) ?? []).slice(0, MAX_MOVES_PER_EVENT);
    const first = moves[0];
    if (!first) continue;
    const payload = {
      message: moves.length === 1 ? first.message : `${moves.length} market moves at ${first.superAreaName}: ${first.message}`,
      super_area_id: systemId,
      super_area_name: first.superAreaName,
      opportunities: moves.map((m) => ({ commodity_id: m.commodityId, commodity_name: m.commodityName, change_percent: m.changePercent, price: m.price })),
    };
    for (let start = 0; start < characterIds.length; start += MAX_CHANNELS_PER_EVENT) {
      const channels = characterIds.slice(start, start + MAX_CHANNELS_PER_EVENT).map(characterChannelWireName);
      await recordCharacterEvent(db, { channels, event: 'MarketOpportunity', data: payload }, now);
      await broadcaster.publish(channels, 'MarketOpportunity', payload);
    }
  }
}
