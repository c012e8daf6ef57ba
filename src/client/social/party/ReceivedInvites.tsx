import { useQuery } from '@tanstack/react-query';
import { partyInvitesQueryOptions } from '../../api/party';
import { Button } from '../../ui/Button';
import { partyCalls, usePartyAction } from './usePartyActions';

/** The invites the character holds (seed 001 §3: id, party.name), each to accept or decline. */
export function ReceivedInvites({ characterId }: { characterId: number }) {
  const { data: invites = [] } = useQuery(partyInvitesQueryOptions(characterId));
  const respond = usePartyAction(characterId, partyCalls.respond);
  if (invites.length === 0) return null;
  return (
    <section className="social-card" aria-label="Party invites">
      <h4 className="social-title">Invites</h4>
      <ul className="social-list">
        {invites.map((invite) => {
          const name = invite.party.name ?? `${invite.party.leader_name}'s party`;
          return (
            <li key={invite.id} className="social-row" aria-label={name}>
              <span>
                <strong>{name}</strong>
                <span className="social-muted"> · from {invite.invited_by.name}</span>
              </span>
              <span className="social-actions">
                <Button onClick={() => respond.run(invite.id, 'accept')} busy={respond.busy}>
                  Accept
                </Button>
                <Button variant="ghost" onClick={() => respond.run(invite.id, 'decline')} disabled={respond.busy}>
                  Decline
                </Button>
              </span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
