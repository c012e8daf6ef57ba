import type { PartyState } from '../../../shared/api';
import { isPartyLeader } from '../../../shared/rules/party/partyRules';
import { Button } from '../../ui/Button';
import { InviteForm } from './InviteForm';
import { PartyMembers } from './PartyMembers';
import { PartySettingsForm } from './PartySettingsForm';
import { PRIVACY_LABELS } from './PrivacySelect';
import { usePartyLive } from './usePartyLive';
import { partyCalls, usePartyAction } from './usePartyActions';
import { SectionHeading } from '../../ui/SectionHeading';

/** Seed 001 §2: the current party with its members, invites and join code. */
export function PartyView({ characterId, state }: { characterId: number; state: PartyState & { party: NonNullable<PartyState['party']> } }) {
  const { party, members, invites } = state;
  const leader = isPartyLeader(party, characterId);
  const { online } = usePartyLive(characterId, party.id);
  const leave = usePartyAction(characterId, partyCalls.leave);
  const leaderName = members.find((m) => m.id === party.leader_id)?.name ?? '';

  return (
    <div className="party-view">
      <section className="social-card party-head" aria-label="Party">
        <div>
          <SectionHeading depth={1} className="party-name">{party.name ?? `${leaderName}'s party`}</SectionHeading>
          <p className="social-muted">
            {PRIVACY_LABELS[party.privacy]} · {members.length}/{party.max_members} members · {online.length} online
          </p>
        </div>
        <p className="join-code">
          <span className="social-title">Join code</span>
          <code data-testid="join-code">{party.join_code}</code>
        </p>
      </section>

      <section className="social-card" aria-label="Members">
        <SectionHeading depth={1} className="social-title">Members</SectionHeading>
        <PartyMembers characterId={characterId} leaderId={party.leader_id} members={members} online={online} isLeader={leader} />
      </section>

      <section className="social-card" aria-label="Sent invites">
        <SectionHeading depth={1} className="social-title">Invites</SectionHeading>
        {invites.length === 0 ? (
          <p className="social-muted">No pending invites.</p>
        ) : (
          <ul className="social-list">
            {invites.map((invite) => (
              <li key={invite.id} className="social-row">
                <span>
                  {invite.character.name} <span className="social-muted">#{invite.character.id} · pending</span>
                </span>
              </li>
            ))}
          </ul>
        )}
        {leader && <InviteForm characterId={characterId} />}
      </section>

      {leader && (
        <section className="social-card" aria-label="Settings">
          <SectionHeading depth={1} className="social-title">Settings</SectionHeading>
          <PartySettingsForm key={`${party.privacy}-${party.max_members}`} characterId={characterId} party={party} />
        </section>
      )}

      <div>
        <Button variant="danger" onClick={() => leave.run()} busy={leave.busy}>
          Leave Party
        </Button>
      </div>
    </div>
  );
}
