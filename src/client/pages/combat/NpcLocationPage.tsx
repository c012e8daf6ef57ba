import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { errorMessage } from '../../api/apiErrors';
import { moveNpc, npcQueryOptions } from '../../combat/combatOpponents';
import { queryKeys } from '../../api/queryKeys';
import { Button } from '../../ui/Button';
import { FormField } from '../../ui/FormField';
import { showToast } from '../../ui/toastStore';
import { fieldError } from './fieldError';
import { useIsAdmin } from './useIsAdmin';

/** NPC update location (admin): moves the NPC to another place, by the place's id. */
export function NpcLocationPage() {
  const id = Number(useParams().id);
  const admin = useIsAdmin();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { data: npc } = useQuery({ ...npcQueryOptions(id), enabled: Number.isInteger(id) && id > 0 });
  const [placeId, setPlaceId] = useState('');
  const move = useMutation({
    mutationFn: () => moveNpc(id, Number(placeId)),
    onSuccess: async (result) => {
      showToast('success', result.message);
      await queryClient.invalidateQueries({ queryKey: queryKeys.npcs.all });
      await navigate(`/npcs/${id}`);
    },
  });
  if (!admin) return <section className="panel"><p role="alert">Only admins can move NPCs.</p></section>;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    move.mutate();
  };
  return (
    <section className="panel stack panel-narrow" aria-label="Update NPC location">
      <title>Update NPC location · Starlane</title>
      <Link to={`/npcs/${id}`}>Back to the NPC</Link>
      <h1 className="panel-title">{`Move ${npc?.name ?? 'NPC'}`}</h1>
      {npc && <p className="combat-muted">{`Now at ${npc.place.name} (place ${npc.place.id}).`}</p>}
      <form className="stack" onSubmit={submit}>
        <FormField label="Place id" name="place_id" inputMode="numeric" value={placeId} onChange={(event) => setPlaceId(event.target.value)} error={fieldError(move.error, 'place_id')} />
        {move.error && !fieldError(move.error, 'place_id') && <p className="form-alert" role="alert">{errorMessage(move.error, 'The NPC could not be moved')}</p>}
        <Button type="submit" busy={move.isPending}>
          Move
        </Button>
      </form>
    </section>
  );
}
