import { useId } from 'react';
import { Link } from 'react-router';
import type { Character } from '../../../shared/api';
import { Button } from '../../ui/Button';
import { cx } from '../../ui/classNames';
import { CreditsAndLocationFacts } from './CreditsAndLocationFacts';

interface CharacterCardProps {
  character: Character;
  active: boolean;
  onSelect: (character: Character) => void;
}

/** One character in the list: name, credits, where it is, and the ways to pick or open it. */
export function CharacterCard({ character, active, onSelect }: CharacterCardProps) {
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
        {!active && (
          <Button variant="primary" onClick={() => onSelect(character)}>
            Select
          </Button>
        )}
        <Link className="btn btn-secondary" to={`/characters/${character.id}`}>
          View
        </Link>
      </div>
    </article>
  );
}
