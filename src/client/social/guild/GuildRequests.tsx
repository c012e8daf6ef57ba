import { useState, type FormEvent } from 'react';
import type { GuildResponse } from '../../../shared/api';
import { inviteIdProblem } from '../../../shared/rules/party/partyRules';
import { guildCalls } from './guilds';
import { Button } from '../../ui/Button';
import { FormField } from '../../ui/FormField';
import { AnswerButtons } from '../AnswerButtons';
import { useGuildAction } from './useGuildAction';

/** For officers and the leader: invite by character id, and the pending applications and invitations. */
export function GuildRequests({ characterId, page }: { characterId: number; page: GuildResponse }) {
  const id = page.guild.id;
  const [invitee, setInvitee] = useState('');
  const invite = useGuildAction(characterId, id, (memberId: number) => guildCalls.invite(id, memberId));
  const respond = useGuildAction(characterId, id, (requestId: number, answer: 'accept' | 'decline') => guildCalls.respond(id, requestId, answer));
  const problem = inviteIdProblem(invitee);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!problem) invite.run(Number(invitee.trim()));
  };
  return (
    <section className="social-card" aria-label="Applications and invitations">
      <h4 className="social-title">Applications and invitations</h4>
      <ul className="social-list">
        {page.requests.map((r) => (
          <li key={r.id} className="social-row">
            <span>
              {r.character.name} <span className="social-muted">· {r.kind === 'application' ? 'applied' : 'invited'}</span>
            </span>
            {r.kind === 'application' && <AnswerButtons onAnswer={(answer) => respond.run(r.id, answer)} busy={respond.busy} />}
          </li>
        ))}
      </ul>
      <form className="party-inline-form" onSubmit={submit} noValidate>
        <FormField label="Invite character id" name="member_id" inputMode="numeric" value={invitee} onChange={(e) => setInvitee(e.target.value)} />
        <Button type="submit" variant="secondary" busy={invite.busy} disabled={problem !== null}>
          Invite
        </Button>
      </form>
      {(invite.problem ?? respond.problem) && <p className="form-alert" role="alert">{invite.problem ?? respond.problem}</p>}
    </section>
  );
}
