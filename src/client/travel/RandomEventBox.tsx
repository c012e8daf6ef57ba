import { useMutation } from '@tanstack/react-query';
import { useId } from 'react';
import { useNavigate } from 'react-router';
import { errorMessage } from '../api/apiErrors';
import { queryClient } from '../api/queryClient';
import { queryKeys } from '../api/queryKeys';
import { useGameStore } from '../stores/gameStore';
import { Button } from '../ui/Button';
import { showToast } from '../ui/toastStore';
import { handleTravelEvent } from './travel';
import { applyTravelStatus } from './travelSequence';
import { useCharacterStore } from '../stores/characterStore';

/**
 * The random event box (seed 001 §2): what happened and the player's options. The journey stays
 * paused until one is chosen; the server applies its cost or reward and the journey flies on.
 */
export function RandomEventBox({ className = '' }: { className?: string }) {
  const event = useCharacterStore((state) => state.travelEvent);
  const titleId = useId();
  const navigate = useNavigate();
  const handle = useMutation({
    mutationFn: handleTravelEvent,
    onSuccess: (result) => {
      const characterId = useGameStore.getState().activeCharacterId ?? 0;
      // The status the answer carries is the journey's now: no poll needed to follow it.
      queryClient.setQueryData(queryKeys.travel.status(characterId), result.status);
      applyTravelStatus(result.status);
      showToast('success', result.message);
      void queryClient.invalidateQueries({ queryKey: queryKeys.character(characterId) });
      void queryClient.invalidateQueries({ queryKey: queryKeys.ships.all(characterId) });
      // A fight option starts a real combat session: the journey waits while it is fought.
      if (result.combat_session_id !== null) void navigate(`/combat/${result.combat_session_id}`);
    },
  });
  if (!event) return null;
  return (
    <section className={`travel-event ${className}`} aria-labelledby={titleId} data-event={event.kind}>
      <p className="eyebrow">Random event · journey paused</p>
      <h3 id={titleId} className="travel-event-title">
        {event.title}
      </h3>
      <p className="travel-event-description">{event.description}</p>
      <ul className="travel-event-options" aria-label="Your options">
        {event.options.map((option) => (
          <li key={option.id}>
            <Button
              variant="secondary"
              className="travel-event-option"
              busy={handle.isPending && handle.variables === option.id}
              disabled={handle.isPending}
              onClick={() => handle.mutate(option.id)}
            >
              <span className="travel-event-option-label">{option.label}</span>
              <span className="travel-event-option-description">{option.description}</span>
            </Button>
          </li>
        ))}
      </ul>
      {handle.error && (
        <p className="form-alert" role="alert">
          {errorMessage(handle.error, 'That choice failed')}
        </p>
      )}
    </section>
  );
}
