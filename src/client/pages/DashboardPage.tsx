import { Link } from 'react-router';
import { errorMessage, httpStatus } from '../api/apiErrors';
import { useActiveCharacter } from '../characters/useActiveCharacter';
import { Loadable, NO_CHARACTER_SELECTED } from '../ui/Loadable';
import { CharacterFacts } from './characters/CharacterFacts';

/** Seed 000 §2, character overview: shown when no character is active. */
function NoCharacter() {
  return (
    <section className="panel panel-narrow stack">
      <p>{NO_CHARACTER_SELECTED}</p>
      <div className="actions">
        <Link className="btn btn-primary" to="/characters">
          Choose a character
        </Link>
      </div>
    </section>
  );
}

/** The command overview of the active character. */
export function DashboardPage() {
  const active = useActiveCharacter();
  const status = httpStatus(active.error);
  // The signed-in layout's useCharacterSync drops such a selection; until then, nothing to show.
  const gone = status === 403 || status === 404;

  const body =
    active.characterId === null || gone ? (
      <NoCharacter />
    ) : (
      <Loadable query={active} fullPage loading="Loading character…" failure={errorMessage(active.error, 'Failed to load character')}>
        {(character) => (
        <section className="panel stack" aria-labelledby="active-character-name">
          <header className="character-card-header">
            <div>
              <p className="eyebrow">Active character</p>
              <h2 id="active-character-name" className="character-hero-name">
                {character.name}
              </h2>
            </div>
            <span className="badge badge-active">Active</span>
          </header>
          <CharacterFacts character={character} />
          <div className="actions">
            <Link className="btn btn-secondary" to={`/characters/${character.id}`}>
              Manage
            </Link>
            <Link className="btn btn-ghost" to="/characters">
              Switch character
            </Link>
          </div>
        </section>
        )}
      </Loadable>
    );

  return (
    <div className="page stack">
      <title>Dashboard · Starlane</title>
      <header className="page-header">
        <div>
          <p className="eyebrow">Command</p>
          <h1>Dashboard</h1>
        </div>
      </header>
      {body}
    </div>
  );
}
