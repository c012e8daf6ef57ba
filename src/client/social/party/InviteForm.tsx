import { useState, type FormEvent } from 'react';
import { inviteIdProblem } from '../../../shared/rules/party/partyRules';
import { Button } from '../../ui/Button';
import { FormField } from '../../ui/FormField';
import { partyCalls, usePartyAction } from './usePartyActions';

/** Invite by character id (seed 001 §5: a non-empty numeric id). */
export function InviteForm({ characterId }: { characterId: number }) {
  const [value, setValue] = useState('');
  const [touched, setTouched] = useState(false);
  const invite = usePartyAction(characterId, partyCalls.invite);
  const problem = inviteIdProblem(value);

  function submit(event: FormEvent) {
    event.preventDefault();
    setTouched(true);
    if (problem) return;
    invite.run(Number(value.trim()));
    setValue('');
    setTouched(false);
  }

  return (
    <form className="party-inline-form" aria-label="Invite a character" onSubmit={submit} noValidate>
      <FormField label="Character id" name="character_id" inputMode="numeric" value={value} onChange={(e) => setValue(e.target.value)} error={touched ? (problem ?? undefined) : undefined} />
      <Button type="submit" variant="secondary" busy={invite.busy}>
        Invite
      </Button>
      {invite.problem && <p className="form-alert" role="alert">{invite.problem}</p>}
    </form>
  );
}
