import { GUILD_RANKS, type GuildResponse, type GuildRankName } from '../../../shared/api';
import { guildCalls } from './guilds';
import { Button } from '../../ui/Button';
import { useGuildAction } from './useGuildAction';

/** The roster with ranks; the leader sets ranks, officers remove members (the leader anyone). */
export function GuildRoster({ characterId, page }: { characterId: number; page: GuildResponse }) {
  const id = page.guild.id;
  const rank = useGuildAction(characterId, id, (memberId: number, value: GuildRankName) => guildCalls.rank(id, memberId, value));
  const kick = useGuildAction(characterId, id, (memberId: number) => guildCalls.kick(id, memberId));
  const mine = page.my_rank;
  return (
    <section className="social-card" aria-label="Roster">
      <h4 className="social-title">Roster ({page.roster.length})</h4>
      <ul className="social-list">
        {page.roster.map((member) => {
          const canKick = member.id !== characterId && member.rank !== 'leader' && (mine === 'leader' || (mine === 'officer' && member.rank === 'member'));
          return (
            <li key={member.id} className="social-row" aria-label={member.name}>
              <span>
                <strong>{member.name}</strong> <span className="social-badge">{member.rank}</span>
                {member.id === characterId && <span className="social-muted"> (you)</span>}
              </span>
              <span className="social-actions">
                {mine === 'leader' && member.id !== characterId && (
                  <select aria-label={`Rank of ${member.name}`} className="field-input" value={member.rank} onChange={(e) => rank.run(member.id, e.target.value as GuildRankName)} disabled={rank.busy}>
                    {GUILD_RANKS.map((r) => (
                      <option key={r} value={r}>
                        {r}
                      </option>
                    ))}
                  </select>
                )}
                {canKick && (
                  <Button variant="danger" onClick={() => kick.run(member.id)} busy={kick.busy}>
                    Remove
                  </Button>
                )}
              </span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
