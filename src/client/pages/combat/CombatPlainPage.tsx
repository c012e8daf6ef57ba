import { Link } from 'react-router';
import { FightView } from './FightView';
import { useFightPage } from './useFightPage';

/** The same fight as the play page, without the 3D view (combat plain). */
export function CombatPlainPage() {
  const { sessionId, characterId, items } = useFightPage();
  return (
    <section className="panel stack" aria-label="Fight">
      <title>Combat · Starlane</title>
      {sessionId && <Link to={`/combat/${sessionId}`}>Fight in 3D</Link>}
      {characterId === null || sessionId === null ? (
        <p className="form-alert" role="alert">No fight to show.</p>
      ) : (
        <FightView characterId={characterId} sessionId={sessionId} items={items} staged={false} />
      )}
    </section>
  );
}
