import { randomUUID } from 'node:crypto';
import type { Broadcaster } from '../realtime/broadcaster';

/** How server processes tell each other: the broadcaster's notices. */
type ServerNotices = Pick<Broadcaster, 'notifyServers' | 'onServerNotice'>;

const MARKET_CHANGED = 'MarketChanged';

/** Every system's markets (a tick, a content change), or one system's, with the trades made there (a trade: 1). */
export type ChangedMarkets = { superAreaId: number; trades?: number } | 'all';

/**
 * What changes a market's stock and price (issue 40: computed once per change, not per request):
 * a trade changes its system's markets, a galaxy-clock tick (drift, traffic, alerts) every
 * system's. The read caches built on markets (a system's market data, the galactic price board,
 * the galaxy map) register how to forget; the change is told at once to this process and, through
 * the realtime fan-out (Redis with `REDIS_URL`), to every other server process, so a trade made on
 * one process shows in the market data another serves.
 */
export class MarketChanges {
  private readonly listeners = new Set<(changed: ChangedMarkets) => void>();
  private notices: ServerNotices | null = null;
  /** Marks this process's notices: the fan-out brings them back here too, and a change counts once. */
  private readonly origin = randomUUID();

  /** Calls `forget` after every market change, made here or in another server process. */
  onChange(forget: (changed: ChangedMarkets) => void): void {
    this.listeners.add(forget);
  }

  /** Shares changes with the other server processes (and hears theirs). */
  shareThrough(notices: ServerNotices): void {
    notices.onServerNotice(MARKET_CHANGED, (detail) => {
      const notice = parseNotice(detail);
      if (notice.origin !== this.origin) this.forgetHere(notice.changed);
    });
    this.notices = notices;
  }

  /** After COMMIT of whatever changed the markets. */
  changed(changed: ChangedMarkets): void {
    this.forgetHere(changed);
    void this.notices?.notifyServers(MARKET_CHANGED, JSON.stringify({ changed, origin: this.origin }));
  }

  /** Forgets in this process only: for a change every process hears on its own (a content change). */
  forgetHere(changed: ChangedMarkets): void {
    for (const forget of this.listeners) forget(changed);
  }
}

/** A notice a process sent, and which process; anything unreadable forgets everything, the safe side. */
function parseNotice(detail: string): { changed: ChangedMarkets; origin?: string } {
  try {
    const parsed = JSON.parse(detail) as { changed?: unknown; origin?: unknown } | null;
    const origin = typeof parsed?.origin === 'string' ? parsed.origin : undefined;
    const changed = parsed?.changed as { superAreaId?: unknown; trades?: unknown } | undefined;
    if (changed && typeof changed === 'object' && typeof changed.superAreaId === 'number') {
      const { superAreaId, trades } = changed;
      return { changed: typeof trades === 'number' && Number.isInteger(trades) && trades > 0 ? { superAreaId, trades } : { superAreaId }, origin };
    }
    return { changed: 'all', origin };
  } catch {
    return { changed: 'all' };
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    marketChanges: MarketChanges;
  }
}
