import type { CombatActionResult } from '../../shared/api';

/** The fight's turn log, newest first: each act's message, marked by who acted and whether it hit. */
export function TurnLog({ log }: { log: readonly CombatActionResult[] }) {
  if (log.length === 0) return <p className="combat-muted">No moves yet. Your turn.</p>;
  return (
    <ol className="turn-log" aria-label="Turn log" reversed>
      {[...log].reverse().map((entry, index) => (
        <li key={`${entry.turn_number}-${entry.actor}-${index}`} className={`turn-log-${entry.actor}`} data-hit={entry.hit === null ? undefined : String(entry.hit)}>
          <span className="turn-log-turn">T{entry.turn_number}</span> {entry.message}
        </li>
      ))}
    </ol>
  );
}
