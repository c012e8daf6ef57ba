import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { Mission } from '../../../shared/api';
import { errorMessage } from '../../api/apiErrors';
import { missionCalls, missionsQueryOptions } from '../../missions/missions';
import { useActiveCharacter } from '../../characters/useActiveCharacter';
import type { DatapadAppProps } from '../../datapad/appRegistry';
import { MissionCard } from '../../missions/MissionCard';
import { useMissionAct } from '../../missions/useMissionAct';
import { BountyBoard } from '../../bounties/BountyBoard';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { Tabs } from '../../ui/Tabs';
import { Loadable } from '../../ui/Loadable';
import '../../missions/missions.css';

type MissionsView = 'missions' | 'bounties';
const VIEWS = [
  { id: 'missions', label: 'Active missions' },
  { id: 'bounties', label: 'Bounty board' },
] as const;

/**
 * Missions (seed 000 §2 Active missions): each active mission with Complete, Abandon and its steps;
 * beside them the bounty board (issue 37), whose hunts are missions of their own.
 */
export function Missions({ tab }: DatapadAppProps) {
  const { characterId } = useActiveCharacter();
  const [view, setView] = useState<MissionsView>('missions');
  return (
    <div className="ms-app">
      <h3 className="dp-app-title">{tab.name}</h3>
      {characterId === null ? (
        <p className="ms-muted">No character selected. Please select a character from the dashboard.</p>
      ) : (
        <Tabs label="Missions" tabs={VIEWS} selected={view} onSelect={setView}>
          {view === 'missions' ? <MissionList characterId={characterId} /> : <BountyBoard characterId={characterId} />}
        </Tabs>
      )}
    </div>
  );
}

/** The active character's missions and their acts. */
export function MissionList({ characterId }: { characterId: number }) {
  const { data, error } = useQuery(missionsQueryOptions(characterId));
  const { busy, act } = useMissionAct(characterId);
  const [abandoning, setAbandoning] = useState<Mission | null>(null);

  return (
    <Loadable query={{ data, error }} loading="Loading missions…" failure={errorMessage(error, 'Failed to load missions')}>
      {(data) => {
        if (data.length === 0) return <p className="ms-muted">No active missions. Start one from the Quest Journal.</p>;
        const actions = {
          busy,
          complete: (mission: Mission) => void act(() => missionCalls.complete(mission.id), 'Failed to complete mission'),
          abandon: (mission: Mission) => setAbandoning(mission),
          completeStep: (mission: Mission, stepId: number) => void act(() => missionCalls.completeStep(mission.id, stepId), 'Failed to complete step'),
        };
        return (
          <>
            <ul className="ms-list" aria-label="Active missions">
              {data.map((mission) => (
                <MissionCard key={mission.id} mission={mission} actions={actions} />
              ))}
            </ul>
            <ConfirmDialog
              open={abandoning !== null}
              title="Abandon mission?"
              description={`Abandon ${abandoning?.quest.name ?? 'Unknown Mission'}? Its progress is lost; you can start it again from the Quest Journal.`}
              confirmLabel="Abandon"
              destructive
              busy={busy}
              onCancel={() => setAbandoning(null)}
              onConfirm={() => {
                const mission = abandoning;
                setAbandoning(null);
                if (mission) void act(() => missionCalls.abandon(mission.id), 'Failed to abandon mission');
              }}
            />
          </>
        );
      }}
    </Loadable>
  );
}
