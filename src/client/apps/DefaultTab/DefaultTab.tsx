import { formatCredits } from '../../../shared/rules/formatCredits';
import { errorMessage } from '../../api/apiErrors';
import { useActiveCharacter } from '../../characters/useActiveCharacter';
import type { DatapadAppProps } from '../../datapad/appRegistry';
import { Loadable } from '../../ui/Loadable';
import './defaultTab.css';

/** Command Center: the Character overview, name and credits of the active character. */
export function DefaultTab({ tab }: DatapadAppProps) {
  const active = useActiveCharacter();

  const body = (
    <Loadable query={active} noCharacter={active.characterId === null} loading="Loading character…" failure={errorMessage(active.error, 'Failed to load character')}>
      {(character) => {
        const { location } = character;
        return (
          <div className="cc-overview">
            <div className="cc-identity">
              <p className="eyebrow">Character overview</p>
              <p className="cc-name">{character.name}</p>
              <p className="cc-where">{`${location.superArea.name} · ${location.planet.name} · ${character.place.name}`}</p>
            </div>
            <dl className="cc-facts">
              <div className="cc-fact cc-fact-credits">
                <dt>Credits</dt>
                <dd>{formatCredits(character.credits)}</dd>
              </div>
              <div className="cc-fact">
                <dt>Skill points</dt>
                <dd>{character.available_skill_points}</dd>
              </div>
              <div className="cc-fact">
                <dt>Status</dt>
                <dd>{character.is_travelling ? `Travelling to ${character.travel_destination ?? 'unknown'}` : 'Docked'}</dd>
              </div>
            </dl>
          </div>
        );
      }}
    </Loadable>
  );

  return (
    <div className="cc">
      <h3 className="dp-app-title">{tab.name}</h3>
      {body}
    </div>
  );
}
