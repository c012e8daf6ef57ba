import { useInfiniteQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { CaptainsLogEntry } from '../../../shared/api';
import { errorMessage } from '../../api/apiErrors';
import { getCaptainsLog } from '../../missions/captainsLog';
import { queryKeys } from '../../api/queryKeys';
import { tabById } from '../../datapad/datapadTabs';
import { eventLabel } from '../../../shared/rules/notifications/eventLogEntry';
import { SEVERITY_LABELS } from './severityLabels';
import { Loadable } from '../../ui/Loadable';

export interface CaptainsLogProps {
  characterId: number;
}

const stamp = new Intl.DateTimeFormat(undefined, { dateStyle: 'short', timeStyle: 'short' });

/**
 * The captain's log: every notification and realtime event the character received, newest
 * first, kept by the server so nothing is lost while the player is away.
 */
export function CaptainsLog({ characterId }: CaptainsLogProps) {
  const log = useInfiniteQuery({
    queryKey: queryKeys.captainsLog(characterId),
    queryFn: ({ pageParam, signal }) => getCaptainsLog(characterId, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.current_page < last.last_page ? last.current_page + 1 : undefined),
    // Opening the panel always shows the latest entries: events may have arrived while it was closed.
    refetchOnMount: 'always',
  });
  // New entries shift the offset pages while older ones load: drop the repeats by id.
  const entries = useMemo(() => {
    const seen = new Set<number>();
    const unique: CaptainsLogEntry[] = [];
    for (const entry of log.data?.pages.flatMap((page) => page.data) ?? []) {
      if (seen.has(entry.id)) continue;
      seen.add(entry.id);
      unique.push(entry);
    }
    return unique;
  }, [log.data]);
  const total = log.data?.pages[0]?.total ?? 0;

  const body = (
    <Loadable query={{ data: log.data && entries, error: log.error }} loading="Loading the log…" failure={errorMessage(log.error, "Failed to load the captain's log")}>
      {(list) =>
        list.length === 0 ? (
          <p className="np-empty">No entries yet. Notifications and events you receive are kept here.</p>
        ) : (
          // Focusable: the log scrolls, and a keyboard must be able to scroll it.
          <ol className="np-log" aria-label="Log entries" tabIndex={0}>
            {list.map((entry) => (
              <li key={entry.id} className={`np-log-entry np-log-${entry.type}`}>
                <time dateTime={entry.created_at}>{stamp.format(new Date(entry.created_at))}</time>
                <span className="np-log-severity">{SEVERITY_LABELS[entry.type]}</span>
                <span className="np-log-message">
                  {entry.app_id && <span className="np-log-app">{tabById(entry.app_id).name}</span>}
                  {entry.message}
                  {entry.count > 1 && <span className="np-log-count">{` ×${entry.count}`}</span>}
                </span>
                {eventLabel(entry.event) && <span className="np-log-event">{eventLabel(entry.event)}</span>}
              </li>
            ))}
          </ol>
        )
      }
    </Loadable>
  );

  return (
    <section className="np-card np-log-card" aria-labelledby="np-log-title">
      <div className="np-card-head">
        <h4 id="np-log-title" className="np-card-title">
          Captain&apos;s log
        </h4>
        <span className="np-card-meta">{`${total} ${total === 1 ? 'entry' : 'entries'}`}</span>
      </div>
      {body}
      {log.hasNextPage && (
        <button type="button" className="dp-text-button" onClick={() => void log.fetchNextPage()} disabled={log.isFetchingNextPage}>
          {log.isFetchingNextPage ? 'Loading…' : 'Load older entries'}
        </button>
      )}
    </section>
  );
}
