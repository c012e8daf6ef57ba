import { Link } from 'react-router';
import { worldQueries } from '../../world/world';
import { LocationTree } from '../world/LocationTree';
import { PlanetDisc } from '../world/PlanetDisc';
import { useIdParam } from '../world/useIdParam';
import { WorldPage } from '../world/WorldPage';

/** Seed 000 §2 "planet builder success": the planet as built, and where to go next. */
export function PlanetBuilderSuccessPage() {
  const id = useIdParam();
  return (
    <WorldPage title="Planet built" query={worldQueries.planet(id)} failure="Failed to load the planet">
      {(planet) => (
        <>
          <h1>Planet built</h1>
          <div className="world-preview world-card">
            <PlanetDisc name={planet.name} planetType={planet.planet_type} />
            <div>
              <h2>{planet.name}</h2>
              <p>
                In <Link to={`/super-areas/${planet.super_area.id}`}>{planet.super_area.name}</Link> · {planet.districts.length} districts
              </p>
            </div>
          </div>
          {planet.districts.map((d) => (
            <section key={d.id} className="world-card" aria-label={d.name}>
              <h3>{d.name}</h3>
              <LocationTree locations={d.locations} />
            </section>
          ))}
          <div className="world-actions">
            <Link className="btn btn-primary" to={`/planets/${planet.id}`}>
              View planet
            </Link>
            <Link className="btn btn-secondary" to="/admin/planet-builder">
              Build another planet
            </Link>
          </div>
        </>
      )}
    </WorldPage>
  );
}
