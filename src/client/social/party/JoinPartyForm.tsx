import { useState, type FormEvent } from 'react';
import { JOIN_CODE_LENGTH, joinCodeProblem } from '../../../shared/rules/party/partyRules';
import { Button } from '../../ui/Button';
import { FormField } from '../../ui/FormField';
import { partyCalls, usePartyAction } from './usePartyActions';
import { SectionHeading } from '../../ui/SectionHeading';

/** Join a party by its code (seed 001 §5: the code must not be empty). */
export function JoinPartyForm({ characterId }: { characterId: number }) {
  const [code, setCode] = useState('');
  const [touched, setTouched] = useState(false);
  const join = usePartyAction(characterId, partyCalls.join);
  const problem = joinCodeProblem(code);

  function submit(event: FormEvent) {
    event.preventDefault();
    setTouched(true);
    if (!problem) join.run(code.trim());
  }

  return (
    <form className="social-card party-form" aria-label="Join a party" onSubmit={submit} noValidate>
      <SectionHeading depth={1} className="social-title">Join by code</SectionHeading>
      <FormField
        label="Join code"
        name="join_code"
        value={code}
        maxLength={JOIN_CODE_LENGTH * 2}
        autoComplete="off"
        className="join-code-field"
        onChange={(e) => setCode(e.target.value.toUpperCase())}
        error={touched ? (problem ?? undefined) : undefined}
      />
      {join.problem && <p className="form-alert" role="alert">{join.problem}</p>}
      <Button type="submit" variant="secondary" busy={join.busy}>
        Join Party
      </Button>
    </form>
  );
}
