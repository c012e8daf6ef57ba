import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { ENEMY_KINDS, type EnemyKind } from '../../../shared/rules/combat/combatTerms';
import { errorMessage } from '../../api/apiErrors';
import { spawnEnemy } from '../../combat/combatOpponents';
import { getSuperAreas } from '../../world/galaxy';
import { queryKeys } from '../../api/queryKeys';
import { Button } from '../../ui/Button';
import { FormField } from '../../ui/FormField';
import { showToast } from '../../ui/toastStore';
import { fieldError } from './fieldError';
import { useIsAdmin } from './useIsAdmin';
import { dangerLabel } from '../../../shared/rules/riskLabel';

/** Enemy spawn (admin): a new enemy in a super area; its pools, damage and loot follow level and kind. */
export function EnemySpawnPage() {
  const admin = useIsAdmin();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { data: areas } = useQuery({ queryKey: queryKeys.superAreas, queryFn: ({ signal }) => getSuperAreas(signal) });
  const [name, setName] = useState('');
  const [area, setArea] = useState<number | ''>('');
  const [kind, setKind] = useState<EnemyKind>('bandit');
  const [level, setLevel] = useState(5);
  const spawn = useMutation({
    mutationFn: () => spawnEnemy({ name, super_area_id: Number(area), kind, level }),
    onSuccess: async (result) => {
      showToast('success', result.message);
      await queryClient.invalidateQueries({ queryKey: queryKeys.enemies.all });
      await navigate(`/enemies/${result.enemy.id}`);
    },
  });
  if (!admin) return <section className="panel"><p role="alert">Only admins can spawn enemies.</p></section>;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    spawn.mutate();
  };
  return (
    <section className="panel stack panel-narrow" aria-label="Spawn an enemy">
      <title>Spawn an enemy · Starlane</title>
      <Link to="/enemies">All enemies</Link>
      <h1 className="panel-title">Spawn an enemy</h1>
      <form className="stack" onSubmit={submit}>
        <FormField label="Name" name="name" value={name} onChange={(event) => setName(event.target.value)} error={fieldError(spawn.error, 'name')} />
        <label className="field">
          <span className="field-label">Super area</span>
          <select value={area} onChange={(event) => setArea(Number(event.target.value))}>
            <option value="">Choose a super area</option>
            {areas?.map((a) => <option key={a.id} value={a.id}>{`${a.name} (${dangerLabel(a.danger_level)})`}</option>)}
          </select>
          {fieldError(spawn.error, 'super_area_id') && <span className="field-error">{fieldError(spawn.error, 'super_area_id')}</span>}
        </label>
        <label className="field">
          <span className="field-label">Kind</span>
          <select value={kind} onChange={(event) => setKind(event.target.value as EnemyKind)}>
            {ENEMY_KINDS.map((value) => <option key={value} value={value}>{value}</option>)}
          </select>
        </label>
        <FormField label="Level" name="level" type="number" min={1} max={50} value={level} onChange={(event) => setLevel(Number(event.target.value))} error={fieldError(spawn.error, 'level')} />
        {spawn.error && !fieldError(spawn.error, 'name') && <p className="form-alert" role="alert">{errorMessage(spawn.error, 'The enemy could not be spawned')}</p>}
        <Button type="submit" busy={spawn.isPending}>
          Spawn
        </Button>
      </form>
    </section>
  );
}
