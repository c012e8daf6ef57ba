import { useId } from 'react';
import { PARTY_PRIVACIES, type PartyPrivacyName } from '../../../shared/rules/party/partyRules';

/** How players read a privacy value. */
export const PRIVACY_LABELS: Record<PartyPrivacyName, string> = { invite_only: 'Invite only', public: 'Public' };

/** The party's privacy: invite only (the default) or public (listed among the groups). */
export function PrivacySelect({ value, onChange }: { value: PartyPrivacyName; onChange: (value: PartyPrivacyName) => void }) {
  const id = useId();
  return (
    <div className="field">
      <label className="field-label" htmlFor={id}>
        Privacy
      </label>
      <select id={id} className="field-input" value={value} onChange={(e) => onChange(e.target.value as PartyPrivacyName)}>
        {PARTY_PRIVACIES.map((p) => (
          <option key={p} value={p}>
            {PRIVACY_LABELS[p]}
          </option>
        ))}
      </select>
    </div>
  );
}
