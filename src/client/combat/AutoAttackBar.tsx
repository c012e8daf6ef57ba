import type { SkillCommand } from '../../shared/api';
import { queuedLabel } from './autoAttack';
import type { useAutoFight } from './useAutoFight';

interface Props {
  autoFight: ReturnType<typeof useAutoFight>;
  disabled: boolean;
  commands: readonly SkillCommand[];
  items: readonly { id: number; name: string }[];
}

/** The auto-attack switch, the move queued for the next turn (with a way to take it back), and why auto-attack paused. */
export function AutoAttackBar({ autoFight, disabled, commands, items }: Props) {
  const { auto, setAuto, queued, cancelQueued, notice } = autoFight;
  const names = { abilities: new Map(commands.map((c) => [c.name, c.label])), items: new Map(items.map((i) => [i.id, i.name])) };
  return (
    <div className="auto-attack">
      <button type="button" role="switch" aria-checked={auto} className="auto-attack-switch" disabled={disabled} onClick={() => setAuto(!auto)}>
        <span className="auto-attack-track" aria-hidden="true">
          <span className="auto-attack-thumb" />
        </span>
        Auto-attack
      </button>
      <span className="combat-muted auto-attack-hint">{auto ? 'Attacks each turn until you choose another move.' : 'Plays Attack each turn for you.'}</span>
      {queued && (
        <p className="auto-attack-queued" role="status">
          {`Next: ${queuedLabel(queued, names)}`}
          <button type="button" className="auto-attack-cancel" onClick={cancelQueued}>
            Cancel
          </button>
        </p>
      )}
      {notice && (
        <p className="auto-attack-notice" role="status">
          {notice}
        </p>
      )}
    </div>
  );
}
