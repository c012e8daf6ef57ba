import { Link } from 'react-router';
import { useActiveUser } from './useActiveUser';
import { worldQueries } from '../../world/world';
import { LocationTree } from './LocationTree';
import { PlanetDisc } from './PlanetDisc';
import { useIdParam } from './useIdParam';
import { WorldPage } from './WorldPage';

/** A planet: its picture, its system and its districts down to places. */
export function PlanetShowPage() {
  const id = useIdParam();
  const isAdmin = useActiveUser()?.is_admin ?? false;
  return (
    <WorldPage title="Planet" query={worldQueries.planet(id)} failure="Failed to load the planet">
      {(planet) => (
        <>
          <nav className="world-crumbs" aria-label="Breadcrumb">
            <Link to="/galaxy">Galaxy</Link>›<Link to={`/super-areas/${planet.super_area.id}`}>{planet.super_area.name}</Link>
          </nav>
          <div className="world-preview">
            <PlanetDisc name={planet.name} planetType={planet.planet_type} />
            <div>
              <h1>{planet.name}</h1>
              <p>{planet.description}</p>
              {isAdmin && (
                <Link className="btn btn-secondary" to={`/admin/planets/${planet.id}/districts/new`}>
                  Add districts
                </Link>
              )}
            </div>
          </div>
          <div className="world-grid">
            {planet.districts.map((d) => (
              <section key={d.id} className="world-card" aria-label={d.name}>
                <h2>
                  <Link to={`/districts/${d.id}`}>{d.name}</Link>
                </h2>
                <LocationTree locations={d.locations} />
              </section>
            ))}
          </div>
        </>
      )}
    </WorldPage>
  );
}
