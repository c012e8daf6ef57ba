import { useId } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router';
import type { OpponentType } from '../../shared/rules/combat/combatTerms';
import { dangerLabel } from '../../shared/rules/riskLabel';
import { errorMessage } from '../api/apiErrors';
import { startCombat } from './combat';
import { opponentsHereQueryOptions } from './combatOpponents';
import { useCharacterStore } from '../stores/characterStore';
import { isFollowingJourney } from '../travel/journeyState';
import { Button } from '../ui/Button';
import { showToast } from '../ui/toastStore';
import { SectionHeading } from '../ui/SectionHeading';
import { NOT_WHILE_TRAVELLING } from './combatAvailability';
import { Loadable } from '../ui/Loadable';

/**
 * Who the character can fight where it stands: the super area's enemies and the place's NPCs
 * that will fight. Fight starts a session and opens it (the 3D play page, or the plain one).
 * On a journey nobody here can be fought: Fight is disabled with the reason beside it.
 */
export function OpponentsHere({ characterId, plain = false }: { characterId: number; plain?: boolean }) {
  const navigate = useNavigate();
  const reasonId = useId();
  const travelling = useCharacterStore(isFollowingJourney);
  const { data, error } = useQuery(opponentsHereQueryOptions(characterId));
  const start = useMutation({
    mutationFn: ({ type, id }: { type: OpponentType; id: number }) => startCombat(type, id),
    onSuccess: (result) => void navigate(plain ? `/combat/${result.session.id}/plain` : `/combat/${result.session.id}`),
    onError: (err) => showToast('error', errorMessage(err, 'The fight could not start')),
  });
  return (
    <Loadable query={{ data, error }} loading="Looking for opponents…" failure={errorMessage(error, 'Failed to load opponents')}>
      {(data) => {
        const npcs = data.npcs.filter((npc) => npc.hostile_allowed);
        const fight = (type: OpponentType, id: number) => (
          <Button
            busy={start.isPending && start.variables?.id === id && start.variables.type === type}
            disabled={start.isPending || travelling}
            aria-describedby={travelling ? reasonId : undefined}
            onClick={() => start.mutate({ type, id })}
          >
            Fight
          </Button>
        );
        return (
          <section className="combat-section" aria-label="Who you can fight here">
            <SectionHeading depth={1}>{`Who you can fight in ${data.super_area.name} (${dangerLabel(data.super_area.danger_level)})`}</SectionHeading>
            {data.enemies.length === 0 && npcs.length === 0 && <p className="combat-muted">Nobody here will fight you.</p>}
            {travelling && (
              <p id={reasonId} className="combat-unavailable">
                {NOT_WHILE_TRAVELLING}
              </p>
            )}
            <ul className="combat-list">
              {data.enemies.map((enemy) => (
                <li key={`enemy-${enemy.id}`}>
                  <span>
                    <Link to={`/enemies/${enemy.id}`}>{enemy.name}</Link>
                    <span className="combat-muted">{` · level ${enemy.level} ${enemy.kind} · ${enemy.health_max} health`}</span>
                  </span>
                  {fight('enemy', enemy.id)}
                </li>
              ))}
              {npcs.map((npc) => (
                <li key={`npc-${npc.id}`}>
                  <span>
                    <Link to={`/npcs/${npc.id}`}>{npc.name}</Link>
                    <span className="combat-muted">{` · level ${npc.level} ${npc.role.replace('_', ' ')} at ${npc.place.name}`}</span>
                  </span>
                  {fight('npc', npc.id)}
                </li>
              ))}
            </ul>
          </section>
        );
      }}
    </Loadable>
  );
}
