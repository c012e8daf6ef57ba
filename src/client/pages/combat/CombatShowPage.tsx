import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { errorMessage } from '../../api/apiErrors';
import { combatSessionQueryOptions } from '../../combat/combat';
import { FightOutcome } from '../../combat/FightOutcome';
import { HamBars } from '../../combat/HamBars';
import { TurnLog } from '../../combat/TurnLog';
import { useFightPage } from './useFightPage';
import '../../combat/combat.css';

/** Combat show: a session's log, how it ended and what it paid or cost. */
export function CombatShowPage() {
  const { sessionId, characterId } = useFightPage();
  const { data: session, error } = useQuery({ ...combatSessionQueryOptions(characterId ?? 0, sessionId ?? 0), enabled: characterId !== null && sessionId !== null });
  return (
    <section className="panel stack" aria-label="Fight log">
      <title>Fight log · Starlane</title>
      {error && <p className="form-alert" role="alert">{errorMessage(error, 'Failed to load the fight')}</p>}
      {session && (
        <>
          <h1 className="panel-title">{`Fight vs ${session.opponent.name}`}</h1>
          <p className="combat-muted">{`Started ${new Date(session.started_at).toLocaleString()} · ${session.turn_number} turns`}</p>
          {session.status === 'active' && <Link to={`/combat/${session.id}`}>Resume the fight</Link>}
          <FightOutcome session={session} />
          <HamBars ham={session.opponent.ham} label={session.opponent.name} />
          <TurnLog log={session.log} />
        </>
      )}
    </section>
  );
}
