import { Link } from 'react-router';
import { PartyPanel } from '../../social/party/PartyPanel';
import { WithCharacter } from './WithCharacter';

/** Seed 000 §2 "party manage": the party manager as a page, with the way to the open groups. */
export function PartyManagePage() {
  return (
    <WithCharacter title="Party">
      {(characterId) => (
        <>
          <PartyPanel characterId={characterId} />
          <p className="social-muted">
            Looking for a crew? <Link to="/groups">Browse open groups</Link>
          </p>
        </>
      )}
    </WithCharacter>
  );
}
