import { useId } from 'react';
import { Link } from 'react-router';
import type { Character } from '../../../shared/api';
import { Button } from '../../ui/Button';
import { cx } from '../../ui/classNames';
import { CreditsAndLocationFacts } from './CreditsAndLocationFacts';

interface CharacterCardProps {
  character: Character;
  active: boolean;
  /** Makes the character the active one and opens the game with it. */
  onPlay: (character: Character) => void;
}

/** One character in the list: name, credits, where it is, Play (into the game as it) and View. */
export function CharacterCard({ character, active, onPlay }: CharacterCardProps) {
  const headingId = useId();
  return (
    <article className={cx('panel', 'character-card', active && 'is-active')} aria-labelledby={headingId}>
      <header className="character-card-header">
        <h2 id={headingId} className="character-card-name">
          {character.name}
        </h2>
        {active && <span className="badge badge-active">Active</span>}
      </header>
      <dl className="facts">
        <CreditsAndLocationFacts character={character} />
      </dl>
      <div className="actions">
        <Button variant="primary" onClick={() => onPlay(character)} aria-label={`Play ${character.name}`}>
          Play
        </Button>
        <Link className="btn btn-secondary" to={`/characters/${character.id}`}>
          View
        </Link>
      </div>
    </article>
  );
}
