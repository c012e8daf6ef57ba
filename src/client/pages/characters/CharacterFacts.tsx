import type { Character } from '../../../shared/api';
import { CreditsAndLocationFacts } from './CreditsAndLocationFacts';

/** The character sheet: money, whereabouts and what it carries. */
export function CharacterFacts({ character }: { character: Character }) {
  const { location, place, inventory } = character;
  return (
    <dl className="facts facts-grid">
      <CreditsAndLocationFacts character={character} />
      <div>
        <dt>District</dt>
        <dd>
          {location.district.name} · {location.name}
        </dd>
      </div>
      <div>
        <dt>Place type</dt>
        <dd className="capitalize">{place.type.replace(/_/g, ' ')}</dd>
      </div>
      <div>
        <dt>Status</dt>
        <dd>
          {character.is_travelling && character.travel_destination
            ? `In transit to ${character.travel_destination}`
            : 'Docked'}
        </dd>
      </div>
      <div>
        <dt>Skill points</dt>
        <dd>
          {character.available_skill_points} available · {character.skill_points_used} used
        </dd>
      </div>
      <div>
        <dt>Inventory</dt>
        <dd>
          {inventory.items.length} / {inventory.max_items} slots
        </dd>
      </div>
      <div>
        <dt>Ships</dt>
        <dd>{character.ships.length}</dd>
      </div>
    </dl>
  );
}
