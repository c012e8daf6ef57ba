import type { OwnedShipForTrade } from '../../../shared/api';
import { formatSizeClass } from '../../../shared/rules/ships/formatShip';
import { ShipField } from '../../ships/ShipField';

/** Which of the character's ships is being fitted. */
export function ShipSelector({ ships, shipId, onChange }: { ships: OwnedShipForTrade[]; shipId: number | null; onChange: (shipId: number | null) => void }) {
  return (
    <ShipField label="Ship" className="outfit-selector">
      {(id) => (
        <select id={id} value={shipId ?? ''} onChange={(e) => onChange(e.target.value === '' ? null : Number(e.target.value))}>
          <option value="">Select a ship</option>
          {ships.map((ship) => (
            <option key={ship.id} value={ship.id}>
              {`${ship.name} · ${formatSizeClass(ship.size_class)}${ship.is_active ? ' (active)' : ''}`}
            </option>
          ))}
        </select>
      )}
    </ShipField>
  );
}
