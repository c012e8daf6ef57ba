import { useState, type FormEvent, type ReactNode } from 'react';
import { Button } from '../../ui/Button';
import { ShipField } from '../../ships/ShipField';
import { RecordList, type RecordItem } from './RecordList';
import { useShipRecordMutation } from './useShipRecordMutation';

interface RecordSectionProps {
  characterId: number;
  shipId: number;
  /** The section's title and list label: "Parts", "Upgrades". */
  title: string;
  /** One record: "Part", "Upgrade". */
  noun: string;
  items: RecordItem[];
  empty: string;
  add: (name: string, metaData: Record<string, string>) => Promise<unknown>;
  remove: (recordId: number) => Promise<unknown>;
  /** Fields of this kind of record between the name and the notes. */
  children?: ReactNode;
}

/** A ship's records of one kind (seed 001 §2): the list with remove, and the add form (name, the kind's fields, notes). */
export function RecordSection({ characterId, shipId, title, noun, items, empty, add, remove, children }: RecordSectionProps) {
  const [name, setName] = useState('');
  const [notes, setNotes] = useState('');
  const adding = useShipRecordMutation(characterId, () => add(name, notes.trim() ? { notes: notes.trim() } : {}), `${noun} added.`);
  const removing = useShipRecordMutation(characterId, remove, `${noun} removed.`);
  const headingId = `${title.toLowerCase()}-${shipId}`;

  function submit(event: FormEvent) {
    event.preventDefault();
    adding.mutate(undefined, {
      onSuccess: () => {
        setName('');
        setNotes('');
      },
    });
  }

  return (
    <section className="ship-card record-section" aria-labelledby={headingId}>
      <h4 id={headingId} className="ship-section-title">
        {title}
      </h4>
      <RecordList label={title} items={items} empty={empty} onRemove={(id) => removing.mutate(id)} removing={removing.isPending} />
      <form className="record-form" aria-label={`Add ${noun.toLowerCase()}`} onSubmit={submit}>
        <ShipField label={`${noun} name`}>
          {(id) => <input id={id} value={name} onChange={(e) => setName(e.target.value)} required maxLength={60} />}
        </ShipField>
        {children}
        <ShipField label="Notes">
          {(id) => <input id={id} value={notes} onChange={(e) => setNotes(e.target.value)} maxLength={200} />}
        </ShipField>
        <Button type="submit" variant="secondary" busy={adding.isPending} disabled={name.trim() === ''}>
          Add {noun}
        </Button>
      </form>
    </section>
  );
}
