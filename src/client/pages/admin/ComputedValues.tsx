import type { ObjectShow } from '../../../shared/api';

/** What the game computes from an object, beside the fields an admin edits (a system's current danger beside its own). */
export function ComputedValues({ computed }: { computed: ObjectShow['computed'] }) {
  if (!computed || computed.length === 0) return null;
  return (
    <section className="world-card" aria-label="Computed by the game">
      <h2>Computed by the game</h2>
      {computed.map((c) => (
        <p key={c.label}>
          {c.label}: <strong>{c.value}</strong>
        </p>
      ))}
    </section>
  );
}
