import { useState } from 'react';
import { useActiveCharacter } from '../characters/useActiveCharacter';
import { Button } from '../ui/Button';
import { Modal } from '../ui/Modal';
import { PHONE_MEDIA, useMediaQuery } from '../ui/useMediaQuery';
import { MissionProgressBar } from './MissionProgressBar';
import { OnboardingPanel } from './OnboardingPanel';
import { trackedMission } from './missionTarget';
import { useTourStore } from './tourStore';
import './missions.css';

/**
 * The HUD's objective tracker: the tracked mission (the tutorial's first) and its next step, live from the
 * Character (every realtime event refreshes it), and the way into the onboarding panel.
 */
export function MissionTracker() {
  const { characterId, data } = useActiveCharacter();
  const [open, setOpen] = useState(false);
  // On a phone the tracker starts folded to its step line, so the map stays in view; a tap unfolds it.
  const phone = useMediaQuery(PHONE_MEDIA);
  const [unfolded, setUnfolded] = useState<boolean | null>(null);
  const folded = !(unfolded ?? !phone);
  if (characterId === null || !data) return null;
  const mission = trackedMission(data.missions);
  const next = mission?.steps.find((step) => step.status !== 'completed');
  return (
    <aside className="ms-tracker" aria-label="Mission tracker" data-tour="mission-tracker" data-progress={mission?.progress_percentage ?? ''} data-folded={folded || undefined}>
      <div className="ms-tracker-head">
        <h2>Current mission</h2>
        <button type="button" className="ms-tracker-fold" aria-expanded={!folded} onClick={() => setUnfolded(folded)}>
          Details
        </button>
      </div>
      {mission ? (
        <>
          <strong>{mission.quest.name || 'Unknown Mission'}</strong>
          <span className="ms-muted" data-testid="tracker-step">
            {next ? `${next.questStep.title} (${Math.min(next.progress, next.questStep.required_quantity)}/${next.questStep.required_quantity})` : 'Every step done: claim the reward in Missions.'}
          </span>
          {/* What to do, in the step's own words: the first trade run names the goods, the place and the price. */}
          {next && (
            <span className="ms-tracker-detail" data-testid="tracker-detail">
              {next.questStep.description}
            </span>
          )}
          <MissionProgressBar percentage={mission.progress_percentage} label="Current mission progress" />
        </>
      ) : (
        <span className="ms-muted">No active mission. The Quest Journal has more.</span>
      )}
      <button type="button" className="dp-text-button" onClick={() => setOpen(true)}>
        Onboarding
      </button>
      {open && (
        <Modal title="Onboarding" onClose={() => setOpen(false)} size="wide" actions={<Button variant="ghost" onClick={() => setOpen(false)}>Close</Button>}>
          <OnboardingPanel
            characterId={characterId}
            onStartTour={() => {
              setOpen(false);
              useTourStore.getState().start();
            }}
          />
        </Modal>
      )}
    </aside>
  );
}
