import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { QuestProgress } from '../../shared/api';
import { errorMessage } from '../api/apiErrors';
import { missionCalls, questsQueryOptions } from './missions';
import { Tabs } from '../ui/Tabs';
import { QuestCard } from './QuestCard';
import { QuestDetailsModal } from './QuestDetailsModal';
import { useMissionAct } from './useMissionAct';
import { Loadable } from '../ui/Loadable';
import './missions.css';

type JournalTab = 'tutorial' | 'active' | 'available' | 'completed';

/** Which quests each journal tab lists: the tutorial apart, the rest by status; the galactic events' quests, which pass with their events, first. */
export function questsOfTab(quests: readonly QuestProgress[], tab: JournalTab): QuestProgress[] {
  if (tab === 'tutorial') return quests.filter((quest) => quest.is_tutorial);
  const listed = quests.filter((quest) => !quest.is_tutorial && quest.status === tab);
  return [...listed.filter(isEventQuest), ...listed.filter((quest) => !isEventQuest(quest))];
}

const isEventQuest = (quest: QuestProgress) => quest.event_time_remaining !== undefined;

const TAB_NAMES: Record<JournalTab, string> = { tutorial: 'Tutorial', active: 'Active', available: 'Available', completed: 'Completed' };

/** The Quest Journal (seed 001 §2): tabs with counts, stats, quest cards and a details modal. */
export function QuestJournalPanel({ characterId, initialQuestId }: { characterId: number; initialQuestId?: number }) {
  const { data, error } = useQuery(questsQueryOptions(characterId));
  const [tab, setTab] = useState<JournalTab>('tutorial');
  const [openId, setOpenId] = useState<number | null>(initialQuestId ?? null);
  const { busy, act, questAct } = useMissionAct(characterId, () => setOpenId(null));

  return (
    <Loadable query={{ data, error }} loading="Loading quests…" failure={errorMessage(error, 'Failed to load quests')}>
      {(data) => {
        const open = data.quests.find((quest) => quest.id === openId) ?? null;

        const tabs = (Object.keys(TAB_NAMES) as JournalTab[]).map((id) => ({ id, label: `${TAB_NAMES[id]} (${questsOfTab(data.quests, id).length})` }));
        const shown = questsOfTab(data.quests, tab);
        return (
          <div className="ms-onboarding">
            <div className="ms-stats" aria-label="Quest stats">
              <div className="ms-stat"><span className="ms-muted">Active</span><strong data-testid="quest-stat-active">{data.stats.active}</strong></div>
              <div className="ms-stat"><span className="ms-muted">Completed</span><strong data-testid="quest-stat-completed">{data.stats.completed}</strong></div>
              <div className="ms-stat"><span className="ms-muted">Available</span><strong>{data.stats.available}</strong></div>
              <div className="ms-stat"><span className="ms-muted">Total</span><strong>{data.stats.total}</strong></div>
            </div>
            <Tabs label="Quest lists" tabs={tabs} selected={tab} onSelect={setTab}>
              {shown.length === 0 ? (
                <p className="ms-muted">No quests here yet.</p>
              ) : (
                <ul className="ms-list" aria-label={`${TAB_NAMES[tab]} quests`}>
                  {shown.map((quest) => (
                    <QuestCard key={quest.id} quest={quest} onOpen={(q) => setOpenId(q.id)} />
                  ))}
                </ul>
              )}
            </Tabs>
            {open && (
              <QuestDetailsModal
                quest={open}
                onClose={() => setOpenId(null)}
                actions={{
                  busy,
                  start: (quest) => void questAct(quest.id, () => missionCalls.startQuest(quest.id), 'Failed to start quest'),
                  complete: (quest) => void act(() => missionCalls.completeQuest(quest.id), 'Failed to complete quest'),
                  abandon: (quest) => void questAct(quest.id, () => missionCalls.abandonQuest(quest.id), 'Failed to abandon quest'),
                }}
              />
            )}
          </div>
        );
      }}
    </Loadable>
  );
}
