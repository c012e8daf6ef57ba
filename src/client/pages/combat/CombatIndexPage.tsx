import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { combatSessionsQueryOptions } from '../../combat/combat';
import { useActiveCharacter } from '../../characters/useActiveCharacter';
import { OpponentsHere } from '../../combat/OpponentsHere';
import { PartyFights } from '../../combat/PartyFights';
import { outcomeText } from '../../combat/fightActions';
import '../../combat/combat.css';
import { HeadingBase } from '../../ui/HeadingBase';

function RecentFights({ characterId }: { characterId: number }) {
  const { data: sessions } = useQuery(combatSessionsQueryOptions(characterId));
  if (!sessions || sessions.length === 0) return null;
  return (
    <section className="combat-section" aria-label="Recent fights">
      <h2>Recent fights</h2>
      <ul className="combat-list">
        {sessions.map((session) => (
          <li key={session.id}>
            <span>
              {`vs ${session.opponent.name} · `}
              <span className="combat-muted">{outcomeText(session.status)}</span>
            </span>
            <Link to={session.status === 'active' ? `/combat/${session.id}` : `/combat/${session.id}/log`}>{session.status === 'active' ? 'Resume' : 'Log'}</Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Combat index: who the active character can fight here, and its recent fights. */
export function CombatIndexPage() {
  const { characterId } = useActiveCharacter();
  return (
    <section className="panel stack" aria-label="Combat">
      <title>Combat · Starlane</title>
      <h1 className="panel-title">Combat</h1>
      <p className="combat-muted">
        <Link to="/enemies">Enemies of the galaxy</Link> · <Link to="/npcs">NPCs</Link>
      </p>
      {characterId === null ? (
        <p>No character selected. Please select a character from the dashboard.</p>
      ) : (
        <>
          <HeadingBase level={1}>
            <PartyFights characterId={characterId} />
            <OpponentsHere characterId={characterId} />
          </HeadingBase>
          <RecentFights characterId={characterId} />
        </>
      )}
    </section>
  );
}
