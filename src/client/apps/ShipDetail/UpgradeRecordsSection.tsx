import { useState, type FormEvent } from 'react';
import type { Ship } from '../../../shared/api';
import { addShipUpgrade, removeShipUpgrade } from '../../api/ships';
import { Button } from '../../ui/Button';
import { notesOf, RecordList } from './RecordList';
import { useShipRecordMutation } from './useShipRecordMutation';
import { ShipField } from '../../ships/ShipField';

/** A ship's upgrade records (seed 001 §2): the list with remove, and the add form (name, notes). */
export function UpgradeRecordsSection({ characterId, ship }: { characterId: number; ship: Ship }) {
  const [name, setName] = useState('');
  const [notes, setNotes] = useState('');
  const add = useShipRecordMutation(characterId, () => addShipUpgrade(ship.id, { name, meta_data: notes.trim() ? { notes: notes.trim() } : {} }), 'Upgrade added.');
  const remove = useShipRecordMutation(characterId, (upgradeId: number) => removeShipUpgrade(ship.id, upgradeId), 'Upgrade removed.');

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
    <section className="ship-card record-section" aria-labelledby={`upgrades-${ship.id}`}>
      <h4 id={`upgrades-${ship.id}`} className="ship-section-title">Upgrades</h4>
      <RecordList
        label="Upgrades"
        items={ship.upgrades.map((u) => ({ id: u.id, name: u.name, detail: notesOf(u.meta_data) }))}
        empty="No upgrades recorded."
        onRemove={(id) => remove.mutate(id)}
        removing={remove.isPending}
      />
      <form className="record-form" aria-label="Add upgrade" onSubmit={submit}>
        <ShipField label="Upgrade name">
          {(id) => (
            <input id={id} value={name} onChange={(e) => setName(e.target.value)} required maxLength={60} />
          )}
        </ShipField>
        <ShipField label="Notes">
          {(id) => (
            <input id={id} value={notes} onChange={(e) => setNotes(e.target.value)} maxLength={200} />
          )}
        </ShipField>
        <Button type="submit" variant="secondary" busy={add.isPending} disabled={name.trim() === ''}>
          Add Upgrade
        </Button>
      </form>
    </section>
  );
}
