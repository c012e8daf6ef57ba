import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { errorMessage } from '../../api/apiErrors';
import { missionCalls, questsQueryOptions } from '../../missions/missions';
import { QuestButtons, QuestDetailsBody } from '../../missions/QuestDetailsModal';
import { useMissionAct } from '../../missions/useMissionAct';
import { WithCharacter } from '../social/WithCharacter';
import { Loadable } from '../../ui/Loadable';
import '../../missions/missions.css';
import { HeadingBase } from '../../ui/HeadingBase';

/** Seed 000 §2 "quest show": one quest with its steps, rewards and acts. */
export function QuestShowPage() {
  const id = Number(useParams().id);
  return <WithCharacter title="Quest">{(characterId) => <QuestShow characterId={characterId} questId={id} />}</WithCharacter>;
}

function QuestShow({ characterId, questId }: { characterId: number; questId: number }) {
  const { data, error } = useQuery(questsQueryOptions(characterId));
  const { busy, act, questAct } = useMissionAct(characterId);
  return (
    <Loadable query={{ data, error }} loading="Loading quest…" failure={errorMessage(error, 'Failed to load quests')}>
      {(data) => {
        const quest = data.quests.find((q) => q.id === questId);
        if (!quest) return <p className="ms-muted">This quest is not in your journal yet. <Link to="/quests">Back to the quests</Link></p>;
        return (
          <article className="ms-page ms-card" aria-label={quest.name}>
            <h2>{quest.name}</h2>
            <HeadingBase level={2}>
              <QuestDetailsBody quest={quest} />
            </HeadingBase>
            <div className="ms-actions">
              <QuestButtons
                quest={quest}
                actions={{
                  busy,
                  start: (q) => void questAct(q.id, () => missionCalls.startQuest(q.id), 'Failed to start quest'),
                  complete: (q) => void act(() => missionCalls.completeQuest(q.id), 'Failed to complete quest'),
                  abandon: (q) => void questAct(q.id, () => missionCalls.abandonQuest(q.id), 'Failed to abandon quest'),
                }}
              />
              <Link to="/quests" className="btn btn-ghost">All quests</Link>
            </div>
          </article>
        );
      }}
    </Loadable>
  );
}
