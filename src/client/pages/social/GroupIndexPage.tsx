import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { errorMessage } from '../../api/apiErrors';
import { groupsQueryOptions } from '../../social/party/party';
import { WithCharacter } from './WithCharacter';
import { Loadable } from '../../ui/Loadable';

/** Seed 000 §2 "group index": public parties looking for members. */
export function GroupIndexPage() {
  const groups = useQuery(groupsQueryOptions());
  return (
    <WithCharacter title="Groups">
      {() => (
        <Loadable query={groups} loading="Loading groups…" failure={errorMessage(groups.error, 'Failed to load groups')}>
          {(data) =>
            data.length === 0 ? (
              <p className="social-card social-muted">No open groups right now. Make your party public to list it here.</p>
            ) : (
              <ul className="social-list" aria-label="Open groups">
                {data.map((group) => (
                  <li key={group.id} className="social-row" aria-label={group.name ?? `${group.leader.name}'s party`}>
                    <span>
                      <Link to={`/groups/${group.id}`}>
                        <strong>{group.name ?? `${group.leader.name}'s party`}</strong>
                      </Link>
                      <span className="social-muted">
                        {' '}
                        · led by {group.leader.name} in {group.location} · {group.member_count}/{group.max_members} · {group.free_places} free
                      </span>
                    </span>
                  </li>
                ))}
              </ul>
            )
          }
        </Loadable>
      )}
    </WithCharacter>
  );
}
