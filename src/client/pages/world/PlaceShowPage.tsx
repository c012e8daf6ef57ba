import { Link } from 'react-router';
import { worldQueries } from '../../world/world';
import { PlaceContent } from './PlaceContent';
import { useIdParam } from './useIdParam';
import { WorldPage } from './WorldPage';

/** Seed 000 §2 "place show": where the place is, what it offers, who is there and what is next door. */
export function PlaceShowPage() {
  const id = useIdParam();
  return (
    <WorldPage title="Place" query={worldQueries.place(id)} failure="Failed to load the place">
      {(place) => (
        <>
          <nav className="world-crumbs" aria-label="Breadcrumb">
            <Link to={`/super-areas/${place.super_area.id}`}>{place.super_area.name}</Link>›<Link to={`/planets/${place.planet.id}`}>{place.planet.name}</Link>›
            <Link to={`/districts/${place.district.id}`}>{place.district.name}</Link>›<Link to={`/locations/${place.location.id}`}>{place.location.name}</Link>
          </nav>
          <h1>{place.name}</h1>
          <p className="world-muted capitalize">{place.place_type}</p>
          <PlaceContent place={place} />
          <div className="world-grid">
            <section className="world-card" aria-label="Who is here">
              <h2>Who is here</h2>
              {place.characters_here.length === 0 ? <p className="world-muted">Nobody.</p> : <p>{place.characters_here.map((c) => c.name).join(', ')}</p>}
            </section>
            <section className="world-card" aria-label="Next door">
              <h2>Next door</h2>
              <ul className="world-tree">
                {place.neighbours.map((n) => (
                  <li key={n.id}>
                    <Link to={`/places/${n.id}`}>{n.name}</Link> <span className="world-muted capitalize">· {n.place_type}</span>
                  </li>
                ))}
              </ul>
              <Link to="/movement">Walk or take a shuttle</Link>
            </section>
          </div>
        </>
      )}
    </WorldPage>
  );
}
