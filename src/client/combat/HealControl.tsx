import { useState } from 'react';
import { Button } from '../ui/Button';
import type { MedicalKind } from './medicalKinds';

interface Props {
  /** Who is healed: the button reads "Heal {name}". */
  patientName: string;
  kinds: readonly MedicalKind[];
  disabled?: boolean;
  busy?: boolean;
  onHeal: (itemId: number) => void;
}

/**
 * A Heal action on one patient: which medical item to use (when there is a choice) and the
 * button. The same control in the party's member list and beside an ally in a fight.
 */
export function HealControl({ patientName, kinds, disabled = false, busy = false, onHeal }: Props) {
  const [chosen, setChosen] = useState<number | null>(null);
  const kind = kinds.find((k) => k.id === chosen) ?? kinds[0];
  if (!kind) return <span className="combat-muted">No medical items</span>;
  return (
    <span className="heal-control" role="group" aria-label={`Heal ${patientName}`}>
      {kinds.length > 1 && (
        <select aria-label={`Item to heal ${patientName} with`} value={kind.id} onChange={(event) => setChosen(Number(event.target.value))}>
          {kinds.map((k) => (
            <option key={k.id} value={k.id}>{`${k.name}${k.count > 1 ? ` ×${k.count}` : ''}`}</option>
          ))}
        </select>
      )}
      <Button variant="secondary" disabled={disabled} busy={busy} title={kind.effect ?? undefined} onClick={() => onHeal(kind.id)}>
        {`Heal ${patientName}`} <span className="combat-cost">{kind.name}</span>
      </Button>
    </span>
  );
}
