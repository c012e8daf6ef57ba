import { Link } from 'react-router';
import type { PlaceShow } from '../../../shared/api';

/** Seed 000 §2 "place content": what the place offers, the item shop's wares and the NPCs who stand there. */
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
      {place.npcs.length > 0 && (
        <>
          <h3>People here</h3>
          <ul className="world-tree" aria-label="NPCs here">
            {place.npcs.map((npc) => (
              <li key={npc.id}>
                <Link to={`/npcs/${npc.id}`}>{npc.name}</Link> <span className="world-muted">
                  · <span className="capitalize">{npc.role.replace('_', ' ')}</span>, level {npc.level}
                </span>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
