import { useState, type FormEvent } from 'react';
import { inviteIdProblem } from '../../../shared/rules/party/partyRules';
import { Button } from '../../ui/Button';
import { FormField } from '../../ui/FormField';

/** Who a private conversation is with: a character id. */
export function PrivateTarget({ value, onChange }: { value: number | null; onChange: (id: number) => void }) {
  const [text, setText] = useState(value === null ? '' : String(value));
  const problem = inviteIdProblem(text);
  function submit(event: FormEvent) {
    event.preventDefault();
    if (!problem) onChange(Number(text.trim()));
  }
  return (
    <form className="party-inline-form" aria-label="Private conversation" onSubmit={submit} noValidate>
      <FormField label="Talk to character id" name="with" inputMode="numeric" value={text} onChange={(e) => setText(e.target.value)} />
      <Button type="submit" variant="secondary" disabled={problem !== null}>
        Open
      </Button>
    </form>
  );
}
