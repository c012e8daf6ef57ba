import { Button } from '../../ui/Button';

export interface RecordItem {
  id: number;
  name: string;
  /** A second line: the part's type, notes. */
  detail: string;
}

/** The parts or upgrades listed on a ship, each with a remove action. */
export function RecordList({ label, items, empty, onRemove, removing }: { label: string; items: RecordItem[]; empty: string; onRemove: (id: number) => void; removing: boolean }) {
  if (items.length === 0) return <p className="ship-muted">{empty}</p>;
  return (
    <ul className="record-list" aria-label={label}>
      {items.map((item) => (
        <li key={item.id} className="record-row">
          <div>
            <span className="record-name">{item.name}</span>
            {item.detail && <span className="ship-muted">{item.detail}</span>}
          </div>
          <Button variant="ghost" className="record-remove" aria-label={`Remove ${item.name}`} disabled={removing} onClick={() => onRemove(item.id)}>
            Remove
          </Button>
        </li>
      ))}
    </ul>
  );
}

/** The notes of a record, as one line. */
export function notesOf(meta: Record<string, unknown>): string {
  return typeof meta.notes === 'string' ? meta.notes : '';
}
