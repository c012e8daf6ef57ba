import { Link } from 'react-router';
import type { PlanetShow } from '../../../shared/api';

type LocationSummary = PlanetShow['districts'][number]['locations'][number];

/** Locations with their places, each a link. */
export function LocationTree({ locations }: { locations: readonly LocationSummary[] }) {
  return (
    <ul className="world-tree">
      {locations.map((l) => (
        <li key={l.id}>
          <Link to={`/locations/${l.id}`}>{l.name}</Link>
          <ul className="world-tree">
            {l.places.map((p) => (
              <li key={p.id}>
                <Link to={`/places/${p.id}`}>{p.name}</Link> <span className="world-muted capitalize">· {p.place_type}</span>
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ul>
  );
}
