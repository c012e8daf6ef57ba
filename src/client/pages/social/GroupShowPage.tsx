import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate, useParams } from 'react-router';
import { errorMessage } from '../../api/apiErrors';
import { groupQueryOptions, partyCalls } from '../../social/party/party';
import { useSocialMutation } from '../../social/useSocialMutation';
import { Button } from '../../ui/Button';
import { WithCharacter } from './WithCharacter';
import { Loadable } from '../../ui/Loadable';

/** Seed 000 §2 "group show": one open party, its members and where they are, with Join. */
export function GroupShowPage() {
  const id = Number(useParams().id);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const group = useQuery({ ...groupQueryOptions(id), enabled: Number.isInteger(id) && id > 0 });
  const join = useSocialMutation(partyCalls.joinGroup, async () => {
    // The party root of every character: the page knows the party changed, not whose cache holds it.
    await queryClient.invalidateQueries({ queryKey: ['party'] });
    await navigate('/party');
  });
  const name = group.data ? (group.data.group.name ?? `${group.data.group.leader.name}'s party`) : 'Group';
  return (
    <WithCharacter title={name}>
      {() => (
        <Loadable query={group} loading="Loading group…" failure={errorMessage(group.error, 'Failed to load group')}>
          {(data) => (
            <>
              <section className="social-card">
                <p className="social-muted">
                  Led by {data.group.leader.name} in {data.group.location} · {data.group.member_count}/{data.group.max_members} members · {data.group.free_places} free
                </p>
                <Button onClick={() => join.run(id)} busy={join.busy} disabled={data.group.free_places === 0}>
                  Join Group
                </Button>
                {join.problem && <p className="form-alert" role="alert">{join.problem}</p>}
              </section>
              <section className="social-card" aria-label="Members">
                <h4 className="social-title">Members</h4>
                <ul className="social-list">
                  {data.members.map((m) => (
                    <li key={m.id} className="social-row">
                      <span>
                        <strong>{m.name}</strong> <span className="social-muted">· {m.location.super_area_name}</span>
                      </span>
                    </li>
                  ))}
                </ul>
              </section>
              <Link to="/groups">All groups</Link>
            </>
          )}
        </Loadable>
      )}
    </WithCharacter>
  );
}
