import { Link } from 'react-router';
import { worldQueries } from '../../world/world';
import { WorldPage } from './WorldPage';

/** Seed 000 §2 "location index": every location with its district, planet and system. */
export function LocationIndexPage() {
  return (
    <WorldPage title="Locations" query={worldQueries.locations()} failure="Failed to load the locations">
      {({ locations }) => (
        <>
          <h1>Locations</h1>
          <table className="world-table">
            <thead>
              <tr>
                <th>Location</th>
                <th>District</th>
                <th>Planet</th>
                <th>System</th>
                <th className="num">Places</th>
              </tr>
            </thead>
            <tbody>
              {locations.map((l) => (
                <tr key={l.id}>
                  <td>
                    <Link to={`/locations/${l.id}`}>{l.name}</Link>
                  </td>
                  <td>
                    <Link to={`/districts/${l.district.id}`}>{l.district.name}</Link>
                  </td>
                  <td>
                    <Link to={`/planets/${l.planet.id}`}>{l.planet.name}</Link>
                  </td>
                  <td>
                    <Link to={`/super-areas/${l.super_area.id}`}>{l.super_area.name}</Link>
                  </td>
                  <td className="num">{l.places}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
    </WorldPage>
  );
}
