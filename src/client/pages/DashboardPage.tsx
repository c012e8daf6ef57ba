import { Link } from 'react-router';
import { errorMessage, httpStatus } from '../api/apiErrors';
import { useActiveCharacter } from '../characters/useActiveCharacter';
import { LoadingScreen } from '../ui/LoadingScreen';
import { CharacterFacts } from './characters/CharacterFacts';

/** Seed 000 §2, character overview: shown when no character is active. */
export const NO_CHARACTER_SELECTED = 'No character selected. Please select a character from the dashboard.';

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
  const { characterId: activeCharacterId, data: character, error, isPending } = useActiveCharacter();
  const status = httpStatus(error);
  // The signed-in layout's useCharacterSync drops such a selection; until then, nothing to show.
  const gone = status === 403 || status === 404;

  let body;
  if (activeCharacterId === null || gone) {
    body = <NoCharacter />;
  } else if (isPending) {
    body = <LoadingScreen label="Loading character…" />;
  } else if (error || !character) {
    body = (
      <p className="form-alert" role="alert">
        {errorMessage(error, 'Failed to load character')}
      </p>
    );
  } else {
    body = (
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
    );
  }

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
