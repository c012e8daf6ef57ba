import { useState, type FormEvent } from 'react';
import type { Party } from '../../../shared/api';
import { maxMembersProblem, PARTY_MAX_MEMBERS, PARTY_MIN_MEMBERS, type PartyPrivacyName } from '../../../shared/rules/party/partyRules';
import { Button } from '../../ui/Button';
import { FormField } from '../../ui/FormField';
import { PrivacySelect } from './PrivacySelect';
import { partyCalls, usePartyAction } from './usePartyActions';

/** The leader changes privacy and max members (2 to 100, never below the members there are). */
export function PartySettingsForm({ characterId, party }: { characterId: number; party: Party }) {
  const [privacy, setPrivacy] = useState<PartyPrivacyName>(party.privacy);
  const [maxMembers, setMaxMembers] = useState(String(party.max_members));
  const save = usePartyAction(characterId, partyCalls.privacy);
  const problem = maxMembersProblem(maxMembers);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!problem) save.run(privacy, Number(maxMembers));
  }

  return (
    <form className="party-inline-form" aria-label="Party settings" onSubmit={submit} noValidate>
      <PrivacySelect value={privacy} onChange={setPrivacy} />
      <FormField label="Max members" name="max_members" type="number" min={PARTY_MIN_MEMBERS} max={PARTY_MAX_MEMBERS} value={maxMembers} onChange={(e) => setMaxMembers(e.target.value)} error={problem ?? undefined} />
      <Button type="submit" variant="secondary" busy={save.busy}>
        Save Settings
      </Button>
      {save.problem && <p className="form-alert" role="alert">{save.problem}</p>}
    </form>
  );
}
