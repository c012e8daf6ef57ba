import type { Db } from '../../../db/database';
import type { ChangedMarkets } from '../../../kernel/marketChanges';
import type { Clock } from '../../../time/clock';
import { countSystemTrades, readSystemMarketRows, type SystemMarketRows } from './marketDataQuery';

/**
 * How long, by the game's clock, a system's market rows may serve without a change: the alerts and
 * trades "of the last day" are a moving window, and a galaxy without a running clock (tests, a
 * stalled ticker) must still see it move.
 */
const WINDOW_STEP_MS = 60_000;

/** The alerts the dashboard shows of a system. */
const ALERTS_SHOWN = 10;

/** A value read per system, served for a window of the game's clock; a failed read is not kept. */
class PerSystem<T> {
  private readonly entries = new Map<number, { value: Promise<T>; at: number; settled?: T }>();

  get(superAreaId: number, now: Date, read: () => Promise<T>): Promise<T> {
    const hit = this.entries.get(superAreaId);
    if (hit && Math.abs(now.getTime() - hit.at) < WINDOW_STEP_MS) return hit.value;
    const entry: { value: Promise<T>; at: number; settled?: T } = { value: read(), at: now.getTime() };
    this.entries.set(superAreaId, entry);
    entry.value.then(
      (value) => (entry.settled = value),
      () => {
        if (this.entries.get(superAreaId) === entry) this.entries.delete(superAreaId);
      },
    );
    return entry.value;
  }

  /** Changes a settled value in place (its window stays); one still being read is dropped. */
  update(superAreaId: number, change: (value: T) => T): void {
    const entry = this.entries.get(superAreaId);
    if (entry?.settled === undefined) this.entries.delete(superAreaId);
    else {
      entry.settled = change(entry.settled);
      entry.value = Promise.resolve(entry.settled);
    }
  }

  forget(superAreaId: number | 'all'): void {
    if (superAreaId === 'all') this.entries.clear();
    else this.entries.delete(superAreaId);
  }
}

/**
 * A system's market rows as every character sees them (issue 40): read once per change, not per
 * request. A trade forgets its system's rows, a galaxy-clock tick and a content change every
 * system's, in every server process (`MarketChanges`). Rows in flight when a change lands are
 * dropped with it, so a read started before a trade never lands in the cache after it.
 *
 * The trades of the last day are counted apart, once a window: counting a day's rows grows with
 * the trading, and a busy system changes with every trade. Between counts each trade heard adds
 * one. The count is what the dashboard shows of a market's activity: a trade told just as a count
 * that already holds it lands may count twice until the next window, never a price or a stock.
 */
export class SystemMarkets {
  private readonly markets = new PerSystem<Omit<SystemMarketRows, 'trades24h'>>();
  private readonly trades = new PerSystem<number>();

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  async rows(superAreaId: number): Promise<SystemMarketRows> {
    const now = this.clock.now();
    const [rows, trades24h] = await Promise.all([
      this.markets.get(superAreaId, now, () => readSystemMarketRows(this.db, superAreaId, now, ALERTS_SHOWN)),
      this.trades.get(superAreaId, now, () => countSystemTrades(this.db, superAreaId, now)),
    ]);
    return { ...rows, trades24h };
  }

  forget(changed: ChangedMarkets): void {
    if (changed === 'all') {
      this.markets.forget('all');
      this.trades.forget('all');
      return;
    }
    this.markets.forget(changed.superAreaId);
    const traded = changed.trades ?? 0;
    if (traded > 0) this.trades.update(changed.superAreaId, (count) => count + traded);
  }
}
