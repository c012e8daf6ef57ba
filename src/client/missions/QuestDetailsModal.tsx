import type { QuestProgress } from '../../shared/api';
import { formatQuestTime } from '../../shared/rules/missions/questTime';
import { Button } from '../ui/Button';
import { Modal } from '../ui/Modal';
import { MissionProgressBar } from './MissionProgressBar';
import { rewardText } from './questText';
import { SectionHeading } from '../ui/SectionHeading';

export interface QuestDetailsActions {
  busy: boolean;
  start: (quest: QuestProgress) => void;
  complete: (quest: QuestProgress) => void;
  abandon: (quest: QuestProgress) => void;
}

/** The quest's details (seed 001 §2): story, objective, steps, rewards, chain; Start, Complete (at 100 %) or Abandon. */
export function QuestDetailsModal({ quest, actions, onClose }: { quest: QuestProgress; actions: QuestDetailsActions; onClose: () => void }) {
  const buttons = <QuestButtons quest={quest} actions={actions} />;
  return (
    <Modal title={quest.name} onClose={onClose} busy={actions.busy} size="wide" actions={buttons}>
      <QuestDetailsBody quest={quest} />
    </Modal>
  );
}

/** The acts a quest's status allows: Start when available; Abandon (not for the tutorial) and Complete (at 100 %) when active. */
export function QuestButtons({ quest, actions }: { quest: QuestProgress; actions: QuestDetailsActions }) {
  return quest.status === 'available' ? (
      <Button busy={actions.busy} onClick={() => actions.start(quest)}>Start Quest</Button>
    ) : quest.status === 'active' ? (
      <>
        {/* The tutorial is not abandoned: onboarding's Skip tutorial is the way out of it. */}
        {!quest.is_tutorial && <Button variant="danger" disabled={actions.busy} onClick={() => actions.abandon(quest)}>Abandon</Button>}
        <Button busy={actions.busy} disabled={quest.progress_percentage < 100} onClick={() => actions.complete(quest)}>Complete</Button>
      </>
    ) : null;
}

/** Story, objective, steps and rewards of a quest. */
export function QuestDetailsBody({ quest }: { quest: QuestProgress }) {
  return (
    <>
      <p>{quest.description}</p>
      <p className="ms-muted">
        {quest.category} · Level {quest.level} · Chain step {quest.chain_order}
        {quest.faction ? ` · ${quest.faction}` : ''}
        {quest.region ? ` · ${quest.region}` : ''}
      </p>
      <p><strong>Objective:</strong> {quest.objective}</p>
      {quest.event_time_remaining !== undefined && <p className="ms-muted">A galactic event quest: offered while the event runs, {formatQuestTime(quest.event_time_remaining)} more; a quest taken lapses when it ends.</p>}
      {quest.time_limit !== null && <p className="ms-muted">Time limit: {formatQuestTime(quest.time_remaining ?? quest.time_limit)}{quest.time_remaining !== null ? ' left' : ''}</p>}
      {quest.status !== 'available' && <MissionProgressBar percentage={quest.progress_percentage} label={`${quest.name} progress`} />}
      <ol className="ms-steps" aria-label="Steps">
        {quest.quest.steps.map((step) => (
          <li key={step.id} className="ms-step" data-status={step.progress >= step.required_quantity ? 'completed' : 'pending'}>
            <span>
              <strong>{step.title}</strong> <span className="ms-muted">{step.description}</span>
            </span>
            <span className="ms-muted">{Math.min(step.progress, step.required_quantity)}/{step.required_quantity}</span>
          </li>
        ))}
      </ol>
      <SectionHeading depth={1}>Rewards{quest.rewards_claimed ? ' (claimed)' : ''}</SectionHeading>
      <ul className="ms-rewards">
        {quest.static_rewards.map((reward, index) => (
          <li key={index}>{rewardText(reward)}</li>
        ))}
      </ul>
    </>
  );
}
