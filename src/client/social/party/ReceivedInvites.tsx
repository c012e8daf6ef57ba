import { useQuery } from '@tanstack/react-query';
import { partyInvitesQueryOptions } from './party';
import { AnswerButtons } from '../AnswerButtons';
import { partyCalls, usePartyAction } from './usePartyActions';
import { SectionHeading } from '../../ui/SectionHeading';

/** The invites the character holds (seed 001 §3: id, party.name), each to accept or decline. */
export function ReceivedInvites({ characterId }: { characterId: number }) {
  const { data: invites = [] } = useQuery(partyInvitesQueryOptions(characterId));
  const respond = usePartyAction(characterId, partyCalls.respond);
  if (invites.length === 0) return null;
  return (
    <section className="social-card" aria-label="Party invites">
      <SectionHeading depth={1} className="social-title">Invites</SectionHeading>
      <ul className="social-list">
        {invites.map((invite) => {
          const name = invite.party.name ?? `${invite.party.leader_name}'s party`;
          return (
            <li key={invite.id} className="social-row" aria-label={name}>
              <span>
                <strong>{name}</strong>
                <span className="social-muted"> · from {invite.invited_by.name}</span>
              </span>
              <AnswerButtons onAnswer={(answer) => respond.run(invite.id, answer)} busy={respond.busy} />
            </li>
          );
        })}
      </ul>
    </section>
  );
}
