import { Link } from 'react-router';
import { worldQueries } from '../../world/world';
import { WorldPage } from './WorldPage';

/** Seed 000 §2 "super-area index": the systems as one table, to compare at a glance. */
export function SuperAreaIndexPage() {
  return (
    <WorldPage title="Super areas" query={worldQueries.galaxy()} failure="Failed to load the super areas">
      {({ systems }) => (
        <>
          <h1>Super areas</h1>
          <table className="world-table">
            <thead>
              <tr>
                <th>System</th>
                <th className="num">Danger</th>
                <th className="num">Planets</th>
                <th className="num">Markets</th>
                <th className="num">Contracts</th>
                <th className="num">Here</th>
              </tr>
            </thead>
            <tbody>
              {systems.map((s) => (
                <tr key={s.id}>
                  <td>
                    <Link to={`/super-areas/${s.id}`}>{s.display_name}</Link>
                  </td>
                  <td className="num">{s.danger_level}</td>
                  <td className="num">{s.planets}</td>
                  <td className="num">{s.markets}</td>
                  <td className="num">{s.contracts_offered}</td>
                  <td className="num">{s.characters_here}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
    </WorldPage>
  );
}
