import { experimentAttributes, pointsPlaced, type ExperimentAllocation, type ExperimentAttribute, type ExperimentBase } from '../../shared/rules/crafting/experimentation';
import { Button } from '../ui/Button';

const LABELS: Record<ExperimentAttribute, string> = { damage: 'Damage', protection: 'Protection', potency: 'Potency', duration: 'Buff duration', value: 'Value' };

/**
 * The experimentation stage of a craft: the player moves the craft's points between the
 * schematic's attributes; the card beside it shows the predicted item from the same shared rule.
 */
export function ExperimentAllocator({ name, base, points, allocation, onChange }: { name: string; base: ExperimentBase; points: number; allocation: ExperimentAllocation; onChange: (next: ExperimentAllocation) => void }) {
  const left = points - pointsPlaced(allocation);
  const set = (attribute: ExperimentAttribute, value: number) => onChange({ ...allocation, [attribute]: value });
  return (
    <fieldset className="experiment-allocator" aria-label={`${name} experimentation`} data-points-left={left}>
      <legend>{`Experimentation: ${left} of ${points} points left`}</legend>
      {experimentAttributes(base).map((attribute) => {
        const placed = allocation[attribute] ?? 0;
        return (
          <div key={attribute} className="social-row" data-attribute={attribute}>
            <span>{`${LABELS[attribute]}: ${placed}`}</span>
            <Button variant="secondary" aria-label={`Remove a point from ${LABELS[attribute]}`} disabled={placed === 0} onClick={() => set(attribute, placed - 1)}>−</Button>
            <Button variant="secondary" aria-label={`Add a point to ${LABELS[attribute]}`} disabled={left === 0} onClick={() => set(attribute, placed + 1)}>+</Button>
          </div>
        );
      })}
    </fieldset>
  );
}
