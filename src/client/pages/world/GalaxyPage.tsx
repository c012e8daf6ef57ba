import { Link } from 'react-router';
import { dangerLabel, riskLabel } from '../../../shared/rules/riskLabel';
import { worldQueries } from '../../world/world';
import { LaneFlows } from './LaneFlows';
import { WorldPage } from './WorldPage';

/** Seed 000 §2 "galaxy": every super area with its danger, markets, offers and who is there. */
export function GalaxyPage() {
  return (
    <WorldPage title="Galaxy" query={worldQueries.galaxy()} failure="Failed to load the galaxy">
      {({ systems }) => (
        <>
          <h1>Galaxy</h1>
          <p className="world-muted">{systems.length} star systems joined by hyperspace lanes.</p>
          <LaneFlows />
          <ul className="world-grid social-list" aria-label="Star systems">
            {systems.map((s) => (
              <li key={s.id} className="world-card" aria-label={s.name}>
                <h2>
                  <Link to={`/super-areas/${s.id}`}>{s.name}</Link>
                </h2>
                <p>
                  {dangerLabel(s.danger_level)} · {riskLabel(s.danger_level)}
                </p>
                <p className="world-muted">
                  {s.planets} planets · {s.markets} markets · {s.contracts_offered} contracts
                </p>
                <p className="world-muted" data-here={s.characters_here}>
                  {s.characters_here === 0 ? 'Nobody here' : `${s.characters_here} here`}
                </p>
              </li>
            ))}
          </ul>
        </>
      )}
    </WorldPage>
  );
}
