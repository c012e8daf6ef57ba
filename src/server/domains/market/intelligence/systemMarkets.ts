import type { Db } from '../../../db/database';
import type { ChangedMarkets } from '../../../kernel/marketChanges';
import type { Clock } from '../../../time/clock';
import { readSystemMarketRows, type SystemMarketRows } from './marketDataQuery';

/**
 * How long, by the game's clock, a system's market rows may serve without a change: the alerts and
 * trades "of the last day" are a moving window, and a galaxy without a running clock (tests, a
 * stalled ticker) must still see it move.
 */
const WINDOW_STEP_MS = 60_000;

/** The alerts the dashboard shows of a system. */
const ALERTS_SHOWN = 10;

/**
 * A system's market rows as every character sees them (issue 40): read once per change, not per
 * request. A trade forgets its system's rows, a galaxy-clock tick and a content change every
 * system's, in every server process (`MarketChanges`). Rows in flight when a change lands are
 * dropped with it, so a read started before a trade never lands in the cache after it.
 */
export class SystemMarkets {
  private readonly cached = new Map<number, { rows: Promise<SystemMarketRows>; at: number }>();

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  rows(superAreaId: number): Promise<SystemMarketRows> {
    const now = this.clock.now();
    const hit = this.cached.get(superAreaId);
    if (hit && Math.abs(now.getTime() - hit.at) < WINDOW_STEP_MS) return hit.rows;
    const rows = readSystemMarketRows(this.db, superAreaId, now, ALERTS_SHOWN);
    const entry = { rows, at: now.getTime() };
    this.cached.set(superAreaId, entry);
    rows.catch(() => {
      if (this.cached.get(superAreaId) === entry) this.cached.delete(superAreaId);
    });
    return rows;
  }

  forget(changed: ChangedMarkets): void {
    if (changed === 'all') this.cached.clear();
    else this.cached.delete(changed.superAreaId);
  }
}
