import type { InventoryItem, VendorsState } from '../../shared/api';
import { Button } from '../ui/Button';

const KIND_LABELS = { vendor_stall: 'stall structure', house: 'house' } as const;

/** The lots of the place and the character's structures (issue 38): place a carried structure on a free lot, making it yours. */
export function StructuresPanel({ vendors, carried, busy, onPlace }: { vendors: VendorsState; carried: InventoryItem[]; busy: boolean; onPlace: (itemId: number) => void }) {
  return (
    <div aria-label="Lots and structures" role="group">
      <h3>{`Lots at ${vendors.place.name}: ${vendors.lots.free} of ${vendors.lots.total} free`}</h3>
      {vendors.structures.length > 0 && (
        <ul className="social-list" aria-label="Your structures">
          {vendors.structures.map((s) => (
            <li key={s.id} className="social-row" data-structure={s.kind}>
              <span>{`${s.name} (${KIND_LABELS[s.kind]}) · lot ${s.lot} at ${s.place.name}${s.crafter_name ? ` · built by ${s.crafter_name}` : ''}${s.in_use ? ' · your stall stands here' : ''}`}</span>
            </li>
          ))}
        </ul>
      )}
      {carried.length > 0 && (
        <ul className="social-list" aria-label="Structures you carry">
          {carried.map((item) => (
            <li key={item.id} className="social-row" data-carried-structure={item.id}>
              <span>{`${item.name} · placing it here claims a free lot`}</span>
              <Button variant="secondary" disabled={busy || vendors.lots.free === 0} onClick={() => onPlace(item.id)}>{`Place ${item.name} here`}</Button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
