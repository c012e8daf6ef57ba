import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { errorMessage } from '../../api/apiErrors';
import { enemyListQueryOptions } from '../../combat/combatOpponents';
import { useIsAdmin } from './useIsAdmin';
import { Loadable } from '../../ui/Loadable';
import '../../combat/combat.css';
import { dangerLabel } from '../../../shared/rules/riskLabel';

/** Enemy list: the galaxy's enemies, by super area and level, a page at a time. */
export function EnemyListPage() {
  const [page, setPage] = useState(1);
  const admin = useIsAdmin();
  const enemies = useQuery(enemyListQueryOptions(null, page));
  return (
    <section className="panel stack" aria-label="Enemies">
      <title>Enemies · Starlane</title>
      <h1 className="panel-title">Enemies</h1>
      {admin && <Link to="/enemies/spawn">Spawn an enemy</Link>}
      <Loadable query={enemies} loading="Loading enemies…" failure={errorMessage(enemies.error, 'Failed to load enemies')}>
        {(data) => {
          const pages = Math.max(1, Math.ceil(data.total / data.per_page));
          return (
            <>
              <ul className="combat-list">
                {data.enemies.map((enemy) => (
                  <li key={enemy.id}>
                    <span>
                      <Link to={`/enemies/${enemy.id}`}>{enemy.name}</Link>
                      <span className="combat-muted">{` · level ${enemy.level} ${enemy.kind} · ${enemy.super_area.name} (${dangerLabel(enemy.super_area.danger_level)})${enemy.spawned ? ' · spawned' : ''}`}</span>
                    </span>
                    <span className="combat-muted">{`${enemy.credits_min}–${enemy.credits_max} cr`}</span>
                  </li>
                ))}
              </ul>
              <p className="combat-muted">
                <button type="button" className="btn btn-ghost" disabled={page <= 1} onClick={() => setPage(page - 1)}>
                  Previous
                </button>
                {` Page ${page} of ${pages} `}
                <button type="button" className="btn btn-ghost" disabled={page >= pages} onClick={() => setPage(page + 1)}>
                  Next
                </button>
              </p>
            </>
          );
        }}
      </Loadable>
    </section>
  );
}
