import { useQuery } from '@tanstack/react-query';
import { errorMessage } from '../../api/apiErrors';
import { partyQueryOptions } from './party';
import { CreatePartyForm } from './CreatePartyForm';
import { JoinPartyForm } from './JoinPartyForm';
import { PartyView } from './PartyView';
import { ReceivedInvites } from './ReceivedInvites';
import { usePartyLive } from './usePartyLive';
import { Loadable } from '../../ui/Loadable';
import '../social.css';
import './party.css';

/** Listens for invites while the character has no party. */
function NoPartyLive({ characterId }: { characterId: number }) {
  usePartyLive(characterId, null);
  return null;
}

/** The party manager (seed 001 §2): a create form when there is no party, else the party view. */
export function PartyPanel({ characterId }: { characterId: number }) {
  const { data, error } = useQuery(partyQueryOptions(characterId));
  return (
    <Loadable query={{ data, error }} loading="Loading party…" failure={errorMessage(error, 'Failed to load party')}>
      {(data) => {
        if (data.party) return <PartyView characterId={characterId} state={{ ...data, party: data.party }} />;
        return (
          <div className="party-none">
            <NoPartyLive characterId={characterId} />
            <ReceivedInvites characterId={characterId} />
            <div className="party-forms">
              <CreatePartyForm characterId={characterId} />
              <JoinPartyForm characterId={characterId} />
            </div>
          </div>
        );
      }}
    </Loadable>
  );
}
