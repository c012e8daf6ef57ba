import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate, useParams } from 'react-router';
import { contentTypes, type ContentType, type ObjectShow } from '../../../shared/api';
import { errorMessage } from '../../api/apiErrors';
import { adminCalls, adminQueries, refreshWorld } from '../../world/world';
import { Button } from '../../ui/Button';
import { useIdParam } from '../world/useIdParam';
import '../world/world.css';
import { ObjectEditForm } from './ObjectEditForm';
import { ComputedValues } from './ComputedValues';

/** Seed 000 §2 "game object manager show": one object's fields to edit, what depends on it, and delete. */
export function ObjectShowPage() {
  const type = useParams().type as ContentType;
  const id = useIdParam();
  const { data, error } = useQuery(adminQueries.object(type, id));
  return (
    <div className="world-page">
      <title>{`${data?.name ?? 'Object'} · Content admin · Starlane`}</title>
      <nav className="world-crumbs" aria-label="Breadcrumb">
        <Link to="/admin">Content admin</Link>›<Link to={`/admin/objects/${type}`}>{contentTypes[type]?.plural ?? type}</Link>
      </nav>
      {error && <p className="form-alert" role="alert">{errorMessage(error, 'Failed to load the object')}</p>}
      {data && <ObjectDetails object={data} />}
    </div>
  );
}

function ObjectDetails({ object }: { object: ObjectShow }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const remove = useMutation({
    mutationFn: () => adminCalls.remove(object.type, object.id),
    onSuccess: async () => {
      await refreshWorld(queryClient);
      await navigate(`/admin/objects/${object.type}`);
    },
  });
  const blocked = object.dependents.filter((d) => d.count > 0);
  return (
    <>
      <h1>
        {contentTypes[object.type].label}: {object.name}
      </h1>
      <ObjectEditForm object={object} />
      <ComputedValues computed={object.computed} />
      <section className="world-card" aria-label="Depends on it">
        <h2>What depends on it</h2>
        <ul className="world-tree">
          {object.dependents.map((d) => (
            <li key={d.label}>
              {d.label}: {d.count}
            </li>
          ))}
        </ul>
        {remove.error && <p className="form-alert" role="alert">{errorMessage(remove.error)}</p>}
        <div className="world-actions">
          {confirming ? (
            <>
              <span>Delete {object.name} for good?</span>
              <Button variant="danger" busy={remove.isPending} onClick={() => remove.mutate()}>
                Yes, delete
              </Button>
              <Button variant="ghost" onClick={() => setConfirming(false)}>
                No
              </Button>
            </>
          ) : (
            <Button variant="danger" onClick={() => setConfirming(true)}>
              Delete
            </Button>
          )}
          {blocked.length > 0 && <span className="world-muted">A delete is refused while anything above depends on it.</span>}
        </div>
      </section>
    </>
  );
}
