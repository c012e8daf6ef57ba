import { useState, type FormEvent } from 'react';
import type { Invitee } from '../../../shared/api';
import { errorMessage } from '../../api/apiErrors';
import { Button } from '../../ui/Button';
import { FormField } from '../../ui/FormField';
import { partyCalls, usePartyAction } from './usePartyActions';

const SOURCE_NAMES: Record<Invitee['sources'][number], string> = { nearby: 'In your system', guild: 'Guild', contact: 'Private chat' };

/**
 * Invite by name: the people you know (in your star system, your guild, your private chats) whose
 * name matches, each with Invite; the invite call still names them by id (seed 001 §7).
 */
export function InviteForm({ characterId }: { characterId: number }) {
  const [name, setName] = useState('');
  const [found, setFound] = useState<Invitee[] | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [searching, setSearching] = useState(false);
  const invite = usePartyAction(characterId, partyCalls.invite);

  async function search(event: FormEvent) {
    event.preventDefault();
    const wanted = name.trim();
    setFound(null);
    if (wanted === '') {
      setProblem('Enter a name to search for.');
      return;
    }
    setSearching(true);
    setProblem(null);
    try {
      setFound(await partyCalls.searchInvitees(wanted));
    } catch (error) {
      setProblem(errorMessage(error, 'Failed to search for players'));
    } finally {
      setSearching(false);
    }
  }

  return (
    <div className="party-invite">
      <p className="muted party-invite-hint">Invite someone in your star system, your guild or your private chats, by name.</p>
      <form className="party-inline-form" role="search" aria-label="Invite a player" onSubmit={(event) => void search(event)} noValidate>
        <FormField
          label="Player name"
          name="name"
          autoComplete="off"
          value={name}
          onChange={(e) => setName(e.target.value)}
          error={problem ?? undefined}
        />
        <Button type="submit" variant="secondary" busy={searching}>
          Search
        </Button>
      </form>
      {found && (
        <ul className="party-invitees" aria-label="Players to invite">
          {found.map((person) => (
            <li key={person.id} className="party-invitee">
              <span>
                <strong>{person.name}</strong>
                <span className="muted"> · {person.sources.map((source) => SOURCE_NAMES[source]).join(', ')} · {person.location}</span>
              </span>
              <Button variant="secondary" busy={invite.busy} onClick={() => invite.run(person.id)} aria-label={`Invite ${person.name}`}>
                Invite
              </Button>
            </li>
          ))}
        </ul>
      )}
      {invite.problem && (
        <p className="form-alert" role="alert">
          {invite.problem}
        </p>
      )}
    </div>
  );
}
