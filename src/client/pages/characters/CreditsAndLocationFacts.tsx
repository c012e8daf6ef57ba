import type { Character } from '../../../shared/api';
import { formatCredits } from '../../../shared/rules/formatCredits';
import { formatLocation } from './formatLocation';

/** The first two facts of every character summary (its card, its sheet): credits and where it is. Rows of a `<dl>`. */
export function CreditsAndLocationFacts({ character }: { character: Character }) {
  return (
    <>
      <div>
        <dt>Credits</dt>
        <dd className="credits">{formatCredits(character.credits)}</dd>
      </div>
      <div>
        <dt>Location</dt>
        <dd>{formatLocation(character)}</dd>
      </div>
    </>
  );
}
