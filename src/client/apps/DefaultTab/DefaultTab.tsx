import { formatCredits } from '../../../shared/rules/formatCredits';
import { errorMessage } from '../../api/apiErrors';
import { useActiveCharacter } from '../../characters/useActiveCharacter';
import type { DatapadAppProps } from '../../datapad/appRegistry';
import './defaultTab.css';

/** Seed 000 §2, Character overview: shown when no character is active. */
export const NO_CHARACTER_SELECTED = 'No character selected. Please select a character from the dashboard.';

/** Command Center: the Character overview, name and credits of the active character. */
export function DefaultTab({ tab }: DatapadAppProps) {
  const { characterId, data: character, error, isPending } = useActiveCharacter();

  let body;
  if (characterId === null) {
    body = <p className="cc-empty">{NO_CHARACTER_SELECTED}</p>;
  } else if (isPending) {
    body = <p className="dp-loading">Loading character…</p>;
  } else if (error || !character) {
    body = (
      <p className="form-alert" role="alert">
        {errorMessage(error, 'Failed to load character')}
      </p>
    );
  } else {
    const { location } = character;
    body = (
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
  }

  return (
    <div className="cc">
      <h3 className="dp-app-title">{tab.name}</h3>
      {body}
    </div>
  );
}
