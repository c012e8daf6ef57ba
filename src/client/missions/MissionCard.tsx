import type { Mission } from '../../shared/api';
import { Button } from '../ui/Button';
import { MissionProgressBar } from './MissionProgressBar';
import { SectionHeading } from '../ui/SectionHeading';

const STEP_STATUS: Record<Mission['steps'][number]['status'], string> = { pending: 'Pending', in_progress: 'In progress', completed: 'Completed' };

export interface MissionActions {
  busy: boolean;
  complete: (mission: Mission) => void;
  abandon: (mission: Mission) => void;
  completeStep: (mission: Mission, stepId: number) => void;
}

/** One active mission (seed 000 §2): its quest name (or 'Unknown Mission'), Complete, Abandon, and each step with Complete Step. */
export function MissionCard({ mission, actions }: { mission: Mission; actions: MissionActions }) {
  const name = mission.quest.name || 'Unknown Mission';
  const ready = mission.progress_percentage >= 100;
  return (
    <li className="ms-card" aria-label={name} data-progress={mission.progress_percentage}>
      <div className="ms-card-head">
        <SectionHeading depth={1}>{name}</SectionHeading>
        <span className="ms-muted">{mission.progress_percentage}% complete</span>
      </div>
      <MissionProgressBar percentage={mission.progress_percentage} label={`${name} progress`} />
      <ul className="ms-steps" aria-label={`${name} steps`}>
        {mission.steps.map((step) => (
          <li key={step.id} className="ms-step" data-status={step.status}>
            <span>
              {step.questStep.description}{' '}
              <span className="ms-muted">
                ({Math.min(step.progress, step.questStep.required_quantity)}/{step.questStep.required_quantity})
              </span>
            </span>
            <span className="ms-actions">
              <span className="ms-status" data-status={step.status}>{STEP_STATUS[step.status]}</span>
              <Button
                variant="ghost"
                disabled={actions.busy || step.status === 'completed' || !step.manual}
                title={step.manual ? undefined : 'This step completes as you play.'}
                onClick={() => actions.completeStep(mission, step.id)}
              >
                Complete Step
              </Button>
            </span>
          </li>
        ))}
      </ul>
      <div className="ms-actions">
        <Button disabled={actions.busy || !ready} title={ready ? 'Claim the reward.' : 'Completes itself when every step is done.'} onClick={() => actions.complete(mission)}>
          Complete
        </Button>
        {/* The tutorial is not abandoned: onboarding's Skip tutorial is the way out of it. */}
        {mission.quest.quest_type !== 'tutorial' && (
          <Button variant="danger" disabled={actions.busy} onClick={() => actions.abandon(mission)}>
            Abandon
          </Button>
        )}
      </div>
    </li>
  );
}
