import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { errorMessage } from '../../api/apiErrors';
import { npcQueryOptions } from '../../combat/combatOpponents';
import { FactList } from '../../ui/FactList';
import { useIsAdmin } from './useIsAdmin';

/** NPC show: who it is, where it stands, whether it will fight. */
export function NpcShowPage() {
  const id = Number(useParams().id);
  const admin = useIsAdmin();
  const { data: npc, error } = useQuery({ ...npcQueryOptions(id), enabled: Number.isInteger(id) && id > 0 });
  return (
    <section className="panel stack" aria-label="NPC">
      <title>{`${npc?.name ?? 'NPC'} · Starlane`}</title>
      <Link to="/npcs">All NPCs</Link>
      {error && <p className="form-alert" role="alert">{errorMessage(error, 'Failed to load the NPC')}</p>}
      {npc && (
        <>
          <h1 className="panel-title">{npc.name}</h1>
          <blockquote>{npc.greeting}</blockquote>
          <p>{npc.description}</p>
          <FactList
            facts={[
              ['Role', npc.role.replace('_', ' ')],
              ['Level', String(npc.level)],
              ['Stands at', npc.place.name],
              ['Will fight', npc.hostile_allowed ? 'Yes' : 'No'],
            ]}
          />
          {admin && <Link to={`/npcs/${npc.id}/location`}>Update location</Link>}
        </>
      )}
    </section>
  );
}
