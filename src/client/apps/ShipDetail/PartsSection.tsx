import { useState, type FormEvent } from 'react';
import { SHIP_PART_TYPES, type Ship } from '../../../shared/api';
import { addShipPart, removeShipPart } from '../../api/ships';
import { Button } from '../../ui/Button';
import { notesOf, RecordList } from './RecordList';
import { useShipRecordMutation } from './useShipRecordMutation';
import { ShipField } from '../../ships/ShipField';

const typeLabel = (type: string) => type.replace('_', ' ');

/** A ship's parts (seed 001 §2): the list with remove, and the add form (name, type, notes). */
export function PartsSection({ characterId, ship }: { characterId: number; ship: Ship }) {
  const [name, setName] = useState('');
  const [type, setType] = useState<string>(SHIP_PART_TYPES[0]);
  const [notes, setNotes] = useState('');
  const add = useShipRecordMutation(characterId, () => addShipPart(ship.id, { name, type: type as (typeof SHIP_PART_TYPES)[number], meta_data: notes.trim() ? { notes: notes.trim() } : {} }), 'Part added.');
  const remove = useShipRecordMutation(characterId, (partId: number) => removeShipPart(ship.id, partId), 'Part removed.');

  function submit(event: FormEvent) {
    event.preventDefault();
    add.mutate(undefined, {
      onSuccess: () => {
        setName('');
        setNotes('');
      },
    });
  }

  return (
    <section className="ship-card record-section" aria-labelledby={`parts-${ship.id}`}>
      <h4 id={`parts-${ship.id}`} className="ship-section-title">Parts</h4>
      <RecordList
        label="Parts"
        items={ship.parts.map((p) => ({ id: p.id, name: p.name, detail: [typeLabel(p.type), notesOf(p.meta_data)].filter(Boolean).join(' · ') }))}
        empty="No parts recorded."
        onRemove={(id) => remove.mutate(id)}
        removing={remove.isPending}
      />
      <form className="record-form" aria-label="Add part" onSubmit={submit}>
        <ShipField label="Part name">
          {(id) => (
            <input id={id} value={name} onChange={(e) => setName(e.target.value)} required maxLength={60} />
          )}
        </ShipField>
        <ShipField label="Part type">
          {(id) => (
            <select id={id} value={type} onChange={(e) => setType(e.target.value)}>
              {SHIP_PART_TYPES.map((t) => (
                <option key={t} value={t}>
                  {typeLabel(t)}
                </option>
              ))}
            </select>
          )}
        </ShipField>
        <ShipField label="Notes">
          {(id) => (
            <input id={id} value={notes} onChange={(e) => setNotes(e.target.value)} maxLength={200} />
          )}
        </ShipField>
        <Button type="submit" variant="secondary" busy={add.isPending} disabled={name.trim() === ''}>
          Add Part
        </Button>
      </form>
    </section>
  );
}
