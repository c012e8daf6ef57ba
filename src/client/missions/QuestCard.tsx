import type { QuestProgress } from '../../shared/api';
import { formatQuestTime } from '../../shared/rules/missions/questTime';
import { MissionProgressBar } from './MissionProgressBar';
import { rewardText } from './questText';
import { SectionHeading } from '../ui/SectionHeading';

/** A quest card of the journal: name, kind, level, progress and rewards; opens the details. */
export function QuestCard({ quest, onOpen }: { quest: QuestProgress; onOpen: (quest: QuestProgress) => void }) {
  return (
    <li className="ms-card" aria-label={quest.name} data-status={quest.status} data-event-quest={quest.event_time_remaining !== undefined || undefined}>
      <div className="ms-card-head">
        <SectionHeading depth={1}>{quest.name}</SectionHeading>
        <span className="ms-status" data-status={quest.status}>{quest.status}</span>
      </div>
      <p className="ms-muted">
        {quest.category} · Level {quest.level}
        {quest.region ? ` · ${quest.region}` : ''}
        {quest.time_remaining !== null ? ` · ${formatQuestTime(quest.time_remaining)} left` : ''}
        {quest.time_remaining === null && quest.event_time_remaining !== undefined ? ` · event ends in ${formatQuestTime(quest.event_time_remaining)}` : ''}
      </p>
      <p className="ms-muted">{quest.objective}</p>
      {quest.status === 'active' && <MissionProgressBar percentage={quest.progress_percentage} label={`${quest.name} progress`} />}
      <ul className="ms-rewards" aria-label="Rewards">
        {quest.static_rewards.map((reward, index) => (
          <li key={index}>{rewardText(reward)}</li>
        ))}
      </ul>
      <div className="ms-actions">
        <button type="button" className="dp-text-button" onClick={() => onOpen(quest)}>
          Details
        </button>
      </div>
    </li>
  );
}
