import type { Profession, Skill } from '../../../shared/api';
import { Button } from '../../ui/Button';
import type { PlanEvaluation } from './planner';
import { pointsText } from '../../skills/skillTexts';

interface PlanListProps {
  evaluation: PlanEvaluation;
  pointsLeftNow: number;
  professionOf: (skillId: number) => Profession | undefined;
  /** Whether a step can be learned right now (not only after the steps before it). */
  canLearnNow: (skill: Skill) => boolean;
  onLearn: (skillId: number) => void;
  onRemove: (skillId: number) => void;
  onClear: () => void;
}

/** The plan in learning order, its running total against the points left; nothing is spent until Learn. */
export function PlanList({ evaluation, pointsLeftNow, professionOf, canLearnNow, onLearn, onRemove, onClear }: PlanListProps) {
  return (
    <section className="so-panel" aria-label="Your plan">
      <h4 className="so-panel-title">Your plan</h4>
      <p className={evaluation.pointsLeftAfter < 0 ? 'so-plan-total is-over' : 'so-plan-total'} aria-live="polite">
        {`Planned ${pointsText(evaluation.plannedPoints)} · ${pointsLeftNow} left now · ${evaluation.pointsLeftAfter} left after the plan`}
      </p>
      {evaluation.steps.length === 0 ? (
        <p className="so-empty">Choose skills in the tree, or plan an allocation, to see what they would cost.</p>
      ) : (
        <>
          <ol className="so-plan">
            {evaluation.steps.map(({ skill, reasons }) => (
              <li key={skill.id} className={reasons.length > 0 ? 'is-blocked' : undefined}>
                <span>
                  <strong>{skill.name}</strong> <span className="muted">{`${professionOf(skill.id)?.name ?? ''} · ${pointsText(skill.skill_points_required)}`}</span>
                  {reasons.length > 0 && <span className="so-reason">{reasons.join(' ')}</span>}
                </span>
                <span className="so-plan-actions">
                  {canLearnNow(skill) && (
                    <Button onClick={() => onLearn(skill.id)} aria-label={`Learn ${skill.name}`}>
                      Learn
                    </Button>
                  )}
                  <Button variant="ghost" onClick={() => onRemove(skill.id)} aria-label={`Remove ${skill.name} from the plan`}>
                    Remove
                  </Button>
                </span>
              </li>
            ))}
          </ol>
          <Button variant="ghost" onClick={onClear}>
            Clear plan
          </Button>
        </>
      )}
    </section>
  );
}
