import type { PlaceShow } from '../../../shared/api';

/** Seed 000 §2 "place content": what the place offers, and the item shop's wares. */
export function PlaceContent({ place }: { place: PlaceShow }) {
  return (
    <section className="world-card" aria-label="What this place offers">
      <h2>What {place.name} offers</h2>
      {place.services.length === 0 ? (
        <p className="world-muted">Nothing for visitors.</p>
      ) : (
        <ul className="world-tree">
          {place.services.map((s) => (
            <li key={s.key}>
              <strong>{s.label}</strong> <span className="world-muted">· {s.description}</span>
            </li>
          ))}
        </ul>
      )}
      {place.shop_categories.length > 0 && <p className="world-muted">The shop sells: {place.shop_categories.map((c) => c.replace('_', ' ')).join(', ')}.</p>}
    </section>
  );
}
