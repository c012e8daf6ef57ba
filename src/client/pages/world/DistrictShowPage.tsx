import { Link } from 'react-router';
import { worldQueries } from '../../world/world';
import { LocationTree } from './LocationTree';
import { useActiveUser } from './useActiveUser';
import { useIdParam } from './useIdParam';
import { WorldPage } from './WorldPage';

/** Seed 000 §2 "district show": its locations and their places. */
export function DistrictShowPage() {
  const id = useIdParam();
  const isAdmin = useActiveUser()?.is_admin ?? false;
  return (
    <WorldPage title="District" query={worldQueries.district(id)} failure="Failed to load the district">
      {(district) => (
        <>
          <nav className="world-crumbs" aria-label="Breadcrumb">
            <Link to="/galaxy">Galaxy</Link>›<Link to={`/super-areas/${district.super_area.id}`}>{district.super_area.name}</Link>›
            <Link to={`/planets/${district.planet.id}`}>{district.planet.name}</Link>
          </nav>
          <h1>{district.name}</h1>
          {isAdmin && (
            <div className="world-actions">
              <Link className="btn btn-secondary" to={`/admin/districts/${district.id}/locations/new`}>
                Add locations
              </Link>
            </div>
          )}
          <section className="world-card" aria-label="Locations">
            <LocationTree locations={district.locations} />
          </section>
        </>
      )}
    </WorldPage>
  );
}
