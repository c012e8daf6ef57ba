import type { ContractListResponse } from '../../../shared/api';

/** The ship contracts are loaded into: class and free hold space, where the captain is. */
export function CurrentShipBox({ list }: { list: ContractListResponse | undefined }) {
  if (!list) return null;
  const ship = list.character_ship;
  return (
    <aside className="tc-ship" aria-label="Current ship">
      <p className="eyebrow">{`Contracts at ${list.location.name}`}</p>
      {ship ? (
        <p>
          <strong>{ship.name}</strong> <span className="muted">{`· ${ship.size_class}`}</span>
          <br />
          {`Cargo ${ship.cargo_used}/${ship.cargo_capacity} t · ${ship.free_cargo} t free · Reputation ${list.reputation}`}
        </p>
      ) : (
        <p>No active ship: contracts need a ship to carry the cargo.</p>
      )}
    </aside>
  );
}
