import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { errorMessage } from '../../api/apiErrors';
import { guildCalls, guildsQueryOptions } from '../../social/guild/guilds';
import { queryKeys } from '../../api/queryKeys';
import { AnswerButtons } from '../../social/AnswerButtons';
import { useSocialMutation } from '../../social/useSocialMutation';
import { Button } from '../../ui/Button';
import { FormField } from '../../ui/FormField';
import { WithCharacter } from './WithCharacter';
import { Loadable } from '../../ui/Loadable';

/** Seed 000 §2 "guild index": every guild, the character's invitations, and founding a guild. */
function GuildIndex({ characterId }: { characterId: number }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { data, error } = useQuery(guildsQueryOptions(characterId));
  const [name, setName] = useState('');
  const opened = async (result: { guild: { id: number } }) => {
    await queryClient.invalidateQueries({ queryKey: queryKeys.guilds.all(characterId) });
    await navigate(`/guilds/${result.guild.id}`);
  };
  const create = useSocialMutation(guildCalls.create, opened);
  const respond = useSocialMutation((guildId: number, requestId: number, answer: 'accept' | 'decline') => guildCalls.respond(guildId, requestId, answer), opened);
  return (
    <Loadable query={{ data, error }} loading="Loading guilds…" failure={errorMessage(error, 'Failed to load guilds')}>
      {(data) => {
        const submit = (event: FormEvent) => {
          event.preventDefault();
          create.run(name.trim());
        };
        return (
          <>
            {data.my_invites.length > 0 && (
              <section className="social-card" aria-label="Guild invitations">
                <h4 className="social-title">Invitations</h4>
                <ul className="social-list">
                  {data.my_invites.map((invite) => (
                    <li key={invite.id} className="social-row">
                      <strong>{invite.guild.name}</strong>
                      <AnswerButtons onAnswer={(answer) => respond.run(invite.guild.id, invite.id, answer)} busy={respond.busy} />
                    </li>
                  ))}
                </ul>
              </section>
            )}
            <ul className="social-list" aria-label="Guilds">
              {data.guilds.length === 0 && <li className="social-muted">No guilds yet. Found the first one.</li>}
              {data.guilds.map((guild) => (
                <li key={guild.id} className="social-row" aria-label={guild.name}>
                  <span>
                    <Link to={`/guilds/${guild.id}`}>
                      <strong>{guild.name}</strong>
                    </Link>
                    {guild.id === data.my_guild_id && <span className="social-badge">Your guild</span>}
                    <span className="social-muted"> · led by {guild.leader.name} · {guild.member_count} members</span>
                  </span>
                  {guild.motd && <span className="social-muted">“{guild.motd}”</span>}
                </li>
              ))}
            </ul>
            {data.my_guild_id === null && (
              <form className="social-card party-inline-form" aria-label="Found a guild" onSubmit={submit}>
                <FormField label="Guild name" name="name" value={name} maxLength={40} onChange={(e) => setName(e.target.value)} error={create.problem ?? undefined} />
                <Button type="submit" busy={create.busy} disabled={name.trim().length < 3}>
                  Found Guild
                </Button>
              </form>
            )}
          </>
        );
      }}
    </Loadable>
  );
}

export function GuildIndexPage() {
  return <WithCharacter title="Guilds">{(characterId) => <GuildIndex characterId={characterId} />}</WithCharacter>;
}
