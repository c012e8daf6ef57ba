import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { ONBOARDING_PHASES, overallOnboardingProgress, phaseProgress, type OnboardingPhase } from '../../shared/rules/missions/onboardingPhases';
import { errorMessage } from '../api/apiErrors';
import { ONBOARDING_REFRESH_MS, onboardingCalls, onboardingQueryOptions, refreshMissions } from './missions';
import { Button } from '../ui/Button';
import { MissionProgressBar } from './MissionProgressBar';
import { Loadable } from '../ui/Loadable';
import './missions.css';
import { SectionHeading } from '../ui/SectionHeading';

const PHASE_NAMES: Record<OnboardingPhase, string> = {
  character_creation: 'Character creation',
  tutorial_introduction: 'Tutorial introduction',
  interface_tour: 'Interface tour',
  first_mission: 'First mission',
  profession_introduction: 'Profession introduction',
  open_world: 'Open world',
};

/**
 * Onboarding (seed 000 §4): the six phases with their progress, what the next one needs, and
 * continue / skip / restart / tutorial mode, and the interface tour where the HUD is there to point
 * at (`onStartTour`). The status refreshes every 30 s and after each act.
 */
export function OnboardingPanel({ characterId, autoRefresh = true, onStartTour }: { characterId: number; autoRefresh?: boolean; onStartTour?: () => void }) {
  const queryClient = useQueryClient();
  const { data, error } = useQuery({ ...onboardingQueryOptions(characterId), refetchInterval: autoRefresh ? ONBOARDING_REFRESH_MS : false });
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const initialized = useRef(false);
  const requirementsId = useId();

  async function act(work: () => Promise<unknown>, fallback: string) {
    setBusy(true);
    setFailure(null);
    try {
      await work();
    } catch (err) {
      setFailure(errorMessage(err, fallback));
    } finally {
      setBusy(false);
      await refreshMissions(queryClient, characterId);
    }
  }

  // A character seen for the first time starts onboarding: its creation is done.
  const needsInit = data?.phase === 'character_creation' && data.completed_phases.length === 0;
  useEffect(() => {
    if (!needsInit || initialized.current) return;
    initialized.current = true;
    void act(onboardingCalls.initialize, 'Failed to initialize onboarding');
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per character
  }, [needsInit]);

  return (
    <Loadable query={{ data, error }} loading="Loading onboarding…" failure={errorMessage(error, 'Failed to load onboarding status')}>
      {(data) => {
        const overall = overallOnboardingProgress(data.completed_phases);
        // The first tutorial mission's own progress (gone from the list once completed), as Missions shows it.
        const firstMission = data.available_missions.find((mission) => mission.previous_quest_id === null && mission.is_tutorial);
        return (
          <section className="ms-onboarding" aria-label="Onboarding" data-phase={data.phase}>
            <div className="ms-card-head">
              <SectionHeading depth={1}>{data.has_completed_onboarding ? 'Onboarding complete' : `Phase: ${PHASE_NAMES[data.phase]}`}</SectionHeading>
              <span className="ms-muted" data-testid="onboarding-progress">{overall.toFixed(0)}% complete</span>
            </div>
            <MissionProgressBar percentage={overall} label="Onboarding progress" />
            <ol className="ms-phases" aria-label="Onboarding phases">
              {ONBOARDING_PHASES.map((phase) => {
                const progress = data.has_completed_onboarding ? 100 : phaseProgress(phase, data.phase, firstMission ? firstMission.progress_percentage : 100);
                return (
                  <li key={phase} className="ms-phase" data-progress={progress}>
                    <span>
                      {PHASE_NAMES[phase]}
                      {phase === 'first_mission' && firstMission && <span className="ms-muted"> · {firstMission.name}</span>}
                    </span>
                    <span className="ms-muted">{progress}%</span>
                  </li>
                );
              })}
            </ol>
            {data.next_phase_requirements.length > 0 && (
              <p className="ms-muted" id={requirementsId}>
                Next: {data.next_phase_requirements.join(' · ')}
              </p>
            )}
            {failure && <p className="form-alert" role="alert">{failure}</p>}
            <div className="ms-actions">
              {!data.has_completed_onboarding && (
                // Continue waits for what the phase asks in the game (the requirement above says what).
                <Button
                  busy={busy}
                  disabled={!data.next_phase_ready}
                  aria-describedby={data.next_phase_requirements.length > 0 ? requirementsId : undefined}
                  onClick={() => void act(() => onboardingCalls.advancePhase(data.phase), 'Failed to advance phase')}
                >
                  Continue
                </Button>
              )}
              {!data.has_completed_onboarding && (
                <Button variant="secondary" disabled={busy} onClick={() => void act(onboardingCalls.skip, 'Failed to skip onboarding')}>
                  Skip tutorial
                </Button>
              )}
              <Button variant="ghost" disabled={busy} onClick={() => void act(onboardingCalls.reset, 'Failed to reset onboarding')}>
                Restart tutorial
              </Button>
              {onStartTour && (
                <Button variant="ghost" disabled={busy} onClick={onStartTour}>
                  Take the interface tour
                </Button>
              )}
              <label className="ms-muted">
                <input type="checkbox" checked={data.tutorial_enabled} disabled={busy} onChange={(event) => void act(() => onboardingCalls.toggleTutorial(event.target.checked), 'Failed to toggle tutorial mode')} /> Tutorial hints
              </label>
            </div>
          </section>
        );
      }}
    </Loadable>
  );
}
