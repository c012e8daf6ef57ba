import { useQuery } from '@tanstack/react-query';
import { Link, useLoaderData } from 'react-router';
import { errorMessage, httpStatus } from '../../api/apiErrors';
import { characterQueryOptions } from '../../characters/characterQueries';
import { useGameStore } from '../../stores/gameStore';
import { Button } from '../../ui/Button';
import { LoadingScreen } from '../../ui/LoadingScreen';
import { CharacterFacts } from './CharacterFacts';
import type { characterIdLoader } from './characterIdLoader';
import { DeleteCharacterSection } from './DeleteCharacterSection';
import { RenameCharacterForm } from './RenameCharacterForm';

/** One character: its sheet, renaming, selecting and deleting. */
export function CharacterShowPage() {
  const id = useLoaderData<typeof characterIdLoader>();
  const activeCharacterId = useGameStore((state) => state.activeCharacterId);
  const setActiveCharacterId = useGameStore((state) => state.setActiveCharacterId);
  const { data: character, error, isPending } = useQuery(characterQueryOptions(id));
  const isActive = character !== undefined && character.id === activeCharacterId;

  if (isPending) return <LoadingScreen label="Loading character…" />;

  if (error || !character) {
    const status = httpStatus(error);
    const message =
      status === 404 ? 'Character not found.' : errorMessage(error, 'Failed to load character');
    return (
      <div className="page stack">
        <section className="panel panel-narrow stack">
          <h1>Character unavailable</h1>
          <p className="form-alert" role="alert">
            {message}
          </p>
          <Link to="/characters">Back to the character list</Link>
        </section>
      </div>
    );
  }

  return (
    <div className="page stack">
      <title>{`${character.name} · Starlane`}</title>
      <header className="page-header">
        <div>
          <p className="eyebrow">Character</p>
          <h1>{character.name}</h1>
        </div>
        <div className="actions">
          {isActive ? (
            <span className="badge badge-active">Active</span>
          ) : (
            // The character store follows the selection (useCharacterSync) from this same cache entry.
            <Button onClick={() => setActiveCharacterId(character.id)}>
              Select
            </Button>
          )}
        </div>
      </header>

      <section className="panel" aria-labelledby="sheet-title">
        <h2 id="sheet-title" className="panel-title">
          Details
        </h2>
        <CharacterFacts character={character} />
      </section>

      <div className="two-column">
        <section className="panel stack" aria-labelledby="rename-title">
          <h2 id="rename-title" className="panel-title">
            Rename
          </h2>
          <RenameCharacterForm key={character.id} character={character} />
        </section>
        <section className="panel panel-danger stack" aria-labelledby="delete-title">
          <h2 id="delete-title" className="panel-title">
            Delete
          </h2>
          <DeleteCharacterSection character={character} />
        </section>
      </div>
    </div>
  );
}
