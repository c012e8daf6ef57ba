import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate, useParams } from 'react-router';
import { guildChannelName, socialEvents } from '../../../shared/api';
import { errorMessage } from '../../api/apiErrors';
import { guildCalls, guildQueryOptions } from '../../social/guild/guilds';
import { queryKeys } from '../../api/queryKeys';
import { useChannel } from '../../realtime/useChannel';
import { GuildBank } from '../../social/guild/GuildBank';
import { GuildMotd } from '../../social/guild/GuildMotd';
import { GuildRequests } from '../../social/guild/GuildRequests';
import { GuildRoster } from '../../social/guild/GuildRoster';
import { useGuildAction } from '../../social/guild/useGuildAction';
import { useSocialMutation } from '../../social/useSocialMutation';
import { Button } from '../../ui/Button';
import { WithCharacter } from './WithCharacter';
import { Loadable } from '../../ui/Loadable';

/** Seed 000 §2 "guild show": the message of the day, roster, bank and requests, as the character's rank allows. */
function GuildShow({ characterId, guildId }: { characterId: number; guildId: number }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { data: page, error } = useQuery(guildQueryOptions(characterId, guildId));
  const member = page?.my_rank != null;
  const refetch = () => void queryClient.invalidateQueries({ queryKey: queryKeys.guilds.one(characterId, guildId) });
  const { online } = useChannel(member ? guildChannelName(guildId) : null, { [socialEvents.guildUpdated]: refetch });
  const apply = useGuildAction(characterId, guildId, () => guildCalls.apply(guildId));
  const leave = useSocialMutation(guildCalls.leave, async () => {
    await queryClient.invalidateQueries({ queryKey: queryKeys.guilds.all(characterId) });
    await navigate('/guilds');
  });
  return (
    <Loadable query={{ data: page, error }} loading="Loading guild…" failure={errorMessage(error, 'Failed to load guild')}>
      {(page) => {
        const officer = page.my_rank === 'leader' || page.my_rank === 'officer';
        return (
          <>
            <section className="social-card">
              <h2 className="guild-name">{page.guild.name}</h2>
              <p className="social-muted">
                Led by {page.guild.leader.name} · {page.guild.member_count} {page.guild.member_count === 1 ? 'member' : 'members'}{member ? ` · ${online.length} online · your rank: ${page.my_rank}` : ''}
              </p>
              {!member && page.my_request === null && (
                <Button onClick={() => apply.run()} busy={apply.busy}>
                  Apply to Join
                </Button>
              )}
              {page.my_request === 'application' && <p className="social-muted">Your application is pending.</p>}
              {apply.problem && <p className="form-alert" role="alert">{apply.problem}</p>}
            </section>
            <GuildMotd key={page.guild.motd} characterId={characterId} page={page} />
            <GuildRoster characterId={characterId} page={page} />
            {member && <GuildBank characterId={characterId} page={page} />}
            {officer && <GuildRequests characterId={characterId} page={page} />}
            {member && (
              <div>
                <Button variant="danger" onClick={() => leave.run(guildId)} busy={leave.busy}>
                  Leave Guild
                </Button>
                {leave.problem && <p className="form-alert" role="alert">{leave.problem}</p>}
              </div>
            )}
            <Link to="/guilds">All guilds</Link>
          </>
        );
      }}
    </Loadable>
  );
}

export function GuildShowPage() {
  const id = Number(useParams().id);
  return <WithCharacter title="Guild">{(characterId) => (Number.isInteger(id) && id > 0 ? <GuildShow characterId={characterId} guildId={id} /> : <p>Guild not found.</p>)}</WithCharacter>;
}
