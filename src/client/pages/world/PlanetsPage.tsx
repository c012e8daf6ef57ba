import { Link } from 'react-router';
import { worldQueries } from '../../world/world';
import { WorldPage } from './WorldPage';

/** Seed 000 §2 "planets": every planet of the galaxy with its system. */
export function PlanetsPage() {
  return (
    <WorldPage title="Planets" query={worldQueries.planets()} failure="Failed to load the planets">
      {({ planets }) => (
        <>
          <h1>Planets</h1>
          <table className="world-table">
            <thead>
              <tr>
                <th>Planet</th>
                <th>Type</th>
                <th>System</th>
                <th className="num">Districts</th>
              </tr>
            </thead>
            <tbody>
              {planets.map((p) => (
                <tr key={p.id}>
                  <td>
                    <Link to={`/planets/${p.id}`}>{p.name}</Link>
                  </td>
                  <td className="capitalize">{p.planet_type}</td>
                  <td>
                    <Link to={`/super-areas/${p.super_area.id}`}>{p.super_area.name}</Link>
                  </td>
                  <td className="num">{p.districts}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
    </WorldPage>
  );
}
