import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { errorMessage } from '../../api/apiErrors';
import { npcListQueryOptions } from '../../combat/combatOpponents';
import '../../combat/combat.css';

/** NPC index: who stands where (traders, trainers, quest givers, guards). */
export function NpcIndexPage() {
  const { data: npcs, error, isPending } = useQuery(npcListQueryOptions(null));
  return (
    <section className="panel stack" aria-label="NPCs">
      <title>NPCs · Starlane</title>
      <h1 className="panel-title">NPCs</h1>
      {isPending && <p className="dp-loading">Loading NPCs…</p>}
      {error && <p className="form-alert" role="alert">{errorMessage(error, 'Failed to load NPCs')}</p>}
      <ul className="combat-list">
        {npcs?.map((npc) => (
          <li key={npc.id}>
            <span>
              <Link to={`/npcs/${npc.id}`}>{npc.name}</Link>
              <span className="combat-muted">{` · level ${npc.level} ${npc.role.replace('_', ' ')}`}</span>
            </span>
            <span className="combat-muted">{npc.place.name}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
