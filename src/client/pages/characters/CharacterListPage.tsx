import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router';
import type { Character } from '../../../shared/api';
import { MAX_CHARACTERS_PER_ACCOUNT } from '../../../shared/api';
import { errorMessage } from '../../api/apiErrors';
import { characterListQueryOptions } from '../../characters/characterQueries';
import { useGameStore } from '../../stores/gameStore';
import { CharacterCard } from './CharacterCard';
import { Loadable } from '../../ui/Loadable';

/** The player's characters, each with Play (into the game as it). */
export function CharacterListPage() {
  const activeCharacterId = useGameStore((state) => state.activeCharacterId);
  const setActiveCharacterId = useGameStore((state) => state.setActiveCharacterId);
  const roster = useQuery(characterListQueryOptions());
  const characters = roster.data;

  const navigate = useNavigate();
  // The character store follows the selection through useCharacterSync.
  function play(character: Character) {
    setActiveCharacterId(character.id);
    void navigate('/game');
  }

  return (
    <div className="page stack">
      <title>Your Characters · Starlane</title>
      <header className="page-header">
        <div>
          <p className="eyebrow">Roster</p>
          <h1>Your Characters</h1>
          {characters && (
            <p className="muted">
              {characters.length} of {MAX_CHARACTERS_PER_ACCOUNT} character slots used
            </p>
          )}
        </div>
        <Link className="btn btn-primary" to="/characters/new">
          Create Character
        </Link>
      </header>

      <Loadable query={roster} fullPage loading="Loading characters…" failure={errorMessage(roster.error, 'Failed to load characters')}>
        {(characters) =>
          characters.length === 0 ? (
            <div className="panel empty-state">
              <p>You have no characters yet.</p>
            </div>
          ) : (
              <div className="card-grid">
                {characters.map((character) => (
                  <CharacterCard
                    key={character.id}
                    character={character}
                    active={character.id === activeCharacterId}
                    onPlay={play}
                  />
                ))}
              </div>
          )
        }
      </Loadable>
    </div>
  );
}
