import { useState } from 'react';
import { SHIP_PART_TYPES, type Ship } from '../../../shared/api';
import { addShipPart, removeShipPart } from '../../ships/ships';
import { ShipField } from '../../ships/ShipField';
import { notesOf } from './RecordList';
import { RecordSection } from './RecordSection';

type PartType = (typeof SHIP_PART_TYPES)[number];
const typeLabel = (type: string) => type.replace('_', ' ');

/** A ship's parts (seed 001 §2): the list with remove, and the add form (name, type, notes). */
export function PartsSection({ characterId, ship }: { characterId: number; ship: Ship }) {
  const [type, setType] = useState<PartType>(SHIP_PART_TYPES[0]);
  return (
    <RecordSection
      characterId={characterId}
      shipId={ship.id}
      title="Parts"
      noun="Part"
      items={ship.parts.map((p) => ({ id: p.id, name: p.name, detail: [typeLabel(p.type), notesOf(p.meta_data)].filter(Boolean).join(' · ') }))}
      empty="No parts recorded."
      add={(name, meta_data) => addShipPart(ship.id, { name, type, meta_data })}
      remove={(partId) => removeShipPart(ship.id, partId)}
    >
      <ShipField label="Part type">
        {(id) => (
          <select id={id} value={type} onChange={(e) => setType(e.target.value as PartType)}>
            {SHIP_PART_TYPES.map((t) => (
              <option key={t} value={t}>
                {typeLabel(t)}
              </option>
            ))}
          </select>
        )}
      </ShipField>
    </RecordSection>
  );
}
