import { Link } from 'react-router';
import { worldQueries } from '../../world/world';
import { useActiveUser } from './useActiveUser';
import { useIdParam } from './useIdParam';
import { WorldPage } from './WorldPage';

/** Seed 000 §2 "location show": its places and how many stand at each. */
export function LocationShowPage() {
  const id = useIdParam();
  const isAdmin = useActiveUser()?.is_admin ?? false;
  return (
    <WorldPage title="Location" query={worldQueries.location(id)} failure="Failed to load the location">
      {(location) => (
        <>
          <nav className="world-crumbs" aria-label="Breadcrumb">
            <Link to={`/super-areas/${location.super_area.id}`}>{location.super_area.name}</Link>›<Link to={`/planets/${location.planet.id}`}>{location.planet.name}</Link>›
            <Link to={`/districts/${location.district.id}`}>{location.district.name}</Link>
          </nav>
          <h1>{location.name}</h1>
          {isAdmin && (
            <div className="world-actions">
              <Link className="btn btn-secondary" to={`/admin/locations/${location.id}/places/new`}>
                Add places
              </Link>
            </div>
          )}
          <ul className="world-grid social-list" aria-label="Places">
            {location.places.map((p) => (
              <li key={p.id} className="world-card">
                <h2>
                  <Link to={`/places/${p.id}`}>{p.name}</Link>
                </h2>
                <p className="world-muted capitalize">{p.place_type}</p>
                <p className="world-muted">{p.characters_here === 0 ? 'Nobody here' : `${p.characters_here} here`}</p>
              </li>
            ))}
          </ul>
        </>
      )}
    </WorldPage>
  );
}
