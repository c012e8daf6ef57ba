import { useId } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { errorMessage } from '../api/apiErrors';
import { joinFight, partyFightsQueryOptions } from './combat';
import { useCharacterStore } from '../stores/characterStore';
import { isFollowingJourney } from '../travel/journeyState';
import { Button } from '../ui/Button';
import { showToast } from '../ui/toastStore';
import { SectionHeading } from '../ui/SectionHeading';
import { NOT_WHILE_TRAVELLING } from './combatAvailability';

/**
 * Party members fight together: the running fights of the character's party members in its
 * system, each with Join fight (the fight opens on the play page, or the plain one).
 */
export function PartyFights({ characterId, plain = false }: { characterId: number; plain?: boolean }) {
  const navigate = useNavigate();
  const reasonId = useId();
  const travelling = useCharacterStore(isFollowingJourney);
  const { data: fights } = useQuery(partyFightsQueryOptions(characterId));
  const join = useMutation({
    mutationFn: (sessionId: number) => joinFight(sessionId),
    onSuccess: (result) => {
      showToast('success', result.message);
      void navigate(plain ? `/combat/${result.session.id}/plain` : `/combat/${result.session.id}`);
    },
    onError: (err) => showToast('error', errorMessage(err, 'You could not join the fight')),
  });
  if (!fights || fights.length === 0) return null;
  return (
    <section className="combat-section" aria-label="Your party’s fights">
      <SectionHeading depth={1}>Your party’s fights</SectionHeading>
      {travelling && (
        <p id={reasonId} className="combat-unavailable">
          {NOT_WHILE_TRAVELLING}
        </p>
      )}
      <ul className="combat-list">
        {fights.map((fight) => (
          <li key={fight.session_id}>
            <span>
              <strong>{fight.name}</strong>
              <span className="combat-muted">{` vs ${fight.opponent_name} (level ${fight.opponent_level}) · turn ${fight.turn_number} · ${fight.fighters} fighting`}</span>
            </span>
            <Button busy={join.isPending && join.variables === fight.session_id} disabled={join.isPending || travelling} aria-describedby={travelling ? reasonId : undefined} onClick={() => join.mutate(fight.session_id)} aria-label={`Join ${fight.name}'s fight`}>
              Join fight
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}
