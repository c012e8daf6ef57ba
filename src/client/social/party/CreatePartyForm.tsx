import { useState, type FormEvent } from 'react';
import { DEFAULT_PARTY_PRIVACY, maxMembersProblem, PARTY_DEFAULT_MEMBERS, PARTY_MAX_MEMBERS, PARTY_MIN_MEMBERS, type PartyPrivacyName } from '../../../shared/rules/party/partyRules';
import { Button } from '../../ui/Button';
import { FormField } from '../../ui/FormField';
import { partyCalls, usePartyAction } from './usePartyActions';
import { PrivacySelect } from './PrivacySelect';
import { SectionHeading } from '../../ui/SectionHeading';

/** Seed 001 §2 and §5: the create form when there is no party; name optional, invite only and 20 members by default. */
export function CreatePartyForm({ characterId }: { characterId: number }) {
  const [name, setName] = useState('');
  const [privacy, setPrivacy] = useState<PartyPrivacyName>(DEFAULT_PARTY_PRIVACY);
  const [maxMembers, setMaxMembers] = useState(String(PARTY_DEFAULT_MEMBERS));
  const [touched, setTouched] = useState(false);
  const create = usePartyAction(characterId, partyCalls.create);
  const problem = maxMembersProblem(maxMembers);

  function submit(event: FormEvent) {
    event.preventDefault();
    setTouched(true);
    if (problem) return;
    create.run({ name: name.trim() === '' ? null : name.trim(), privacy, max_members: Number(maxMembers) });
  }

  return (
    <form className="social-card party-form" aria-label="Create a party" onSubmit={submit} noValidate>
      <SectionHeading depth={1} className="social-title">Create a party</SectionHeading>
      <FormField label="Party name (optional)" name="name" value={name} maxLength={60} onChange={(e) => setName(e.target.value)} />
      <PrivacySelect value={privacy} onChange={setPrivacy} />
      <FormField
        label="Max members"
        name="max_members"
        type="number"
        min={PARTY_MIN_MEMBERS}
        max={PARTY_MAX_MEMBERS}
        value={maxMembers}
        onChange={(e) => setMaxMembers(e.target.value)}
        error={touched ? (problem ?? undefined) : undefined}
      />
      {create.problem && <p className="form-alert" role="alert">{create.problem}</p>}
      <Button type="submit" busy={create.busy}>
        Create Party
      </Button>
    </form>
  );
}
