import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { errorMessage } from '../api/apiErrors';
import { onboardingQueryOptions, refreshMissions } from './missions';
import { useActiveCharacter } from '../characters/useActiveCharacter';
import { Button } from '../ui/Button';
import { readWelcome } from './onboardingFlow';
import { useTourStore } from './tourStore';
import './tour.css';

/**
 * The welcome a new captain sees on the game page (onboarding's tutorial introduction): who and
 * where they are, what the first missions teach, and the interface tour. A non-modal dialog over
 * the map that blocks nothing around it, but takes the focus when it opens (its title and words are
 * read out, Escape is Not now) and gives it back when it closes. Reading it completes the phase.
 */
export function WelcomeBriefing() {
  const queryClient = useQueryClient();
  const { characterId, data: character } = useActiveCharacter();
  const { data: status } = useQuery({ ...onboardingQueryOptions(characterId ?? 0), enabled: characterId !== null });
  const touring = useTourStore((state) => state.open);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [read, setRead] = useState(false);
  const titleId = useId();
  const bodyId = useId();
  const dialog = useRef<HTMLElement>(null);
  const shown = characterId !== null && !!character && !!status?.should_show_welcome && !touring && !read;
  useEffect(() => {
    if (!shown) return;
    const before = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    dialog.current?.focus();
    return () => {
      if (before?.isConnected) before.focus();
    };
  }, [shown]);
  if (!shown) return null;

  async function close(tour: boolean) {
    if (!status) return;
    setBusy(true);
    setFailure(null);
    try {
      await readWelcome(status);
      setRead(true);
      if (tour) useTourStore.getState().start();
    } catch (err) {
      setFailure(errorMessage(err, 'Failed to advance phase'));
    } finally {
      setBusy(false);
      if (characterId !== null) await refreshMissions(queryClient, characterId);
    }
  }

  const ship = character.ships.find((s) => s.id === character.active_ship_id) ?? character.ships[0];
  return (
    <section
      ref={dialog}
      className="welcome-briefing"
      role="dialog"
      aria-modal="false"
      aria-labelledby={titleId}
      aria-describedby={bodyId}
      tabIndex={-1}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && !busy) void close(false);
      }}
    >
      <p className="eyebrow">Tutorial introduction</p>
      <h2 id={titleId}>Welcome aboard, {character.name}</h2>
      <div id={bodyId}>
        <p>
          {ship ? `You command the ${ship.name}, docked at ${character.place.name} in ${character.location.superArea.name}. ` : `You are at ${character.place.name} in ${character.location.superArea.name}. `}
          Buy where goods are cheap, fly them where they sell dear, and grow from there: contracts, skills, professions and fights.
        </p>
        <p>Your first missions teach the loop. The tour shows where everything is.</p>
      </div>
      {failure && (
        <p className="form-alert" role="alert">
          {failure}
        </p>
      )}
      <div className="welcome-briefing-actions">
        <Button variant="ghost" disabled={busy} onClick={() => void close(false)}>
          Not now
        </Button>
        <Button busy={busy} onClick={() => void close(true)}>
          Take the tour
        </Button>
      </div>
    </section>
  );
}
