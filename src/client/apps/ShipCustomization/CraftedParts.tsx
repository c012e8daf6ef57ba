import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { alertMessage, errorMessage } from '../../api/apiErrors';
import { queryKeys } from '../../api/queryKeys';
import { refreshShips } from '../../ships/refreshShips';
import { installCraftedPart, listCraftedParts } from '../../ships/shipCustomization';
import { Button } from '../../ui/Button';
import { Loadable } from '../../ui/Loadable';
import { showToast } from '../../ui/toastStore';

/** Crafted ship parts from the character's inventory (issue 38), beside the outfitter's: each with its maker, what it does, and Install. */
export function CraftedParts({ characterId, shipId }: { characterId: number; shipId: number }) {
  const queryClient = useQueryClient();
  const parts = useQuery({ queryKey: queryKeys.ships.craftedParts(characterId, shipId), queryFn: ({ signal }) => listCraftedParts(shipId, signal) });
  const install = useMutation({
    mutationFn: (itemId: number) => installCraftedPart(shipId, itemId),
    onSuccess: async (answer) => {
      showToast('success', answer.message);
      await refreshShips(queryClient, characterId);
    },
    onError: (error) => showToast('error', alertMessage(error, 'Error installing the part')),
  });
  return (
    <section className="ship-card outfit-crafted" aria-label="Crafted parts">
      <h4 className="ship-section-title">Crafted parts in your inventory</h4>
      <Loadable query={parts} loading="Loading crafted parts…" failure={errorMessage(parts.error, 'Failed to load crafted parts')}>
        {(data) =>
          data.parts.length === 0 ? (
            <p className="ship-muted">No crafted ship parts. Shipwrights and Droid Engineers make them in the Crafting app.</p>
          ) : (
            <ul className="outfit-list">
              {data.parts.map((part) => (
                <li key={part.item_id} className="outfit-row" aria-label={part.name} data-crafted-part={part.item_id}>
                  <div>
                    <span className="outfit-row-name">{part.name}</span>
                    <span className="ship-muted">{`Crafted by ${part.crafter_name ?? 'unknown'} · ${part.component} · ${part.performance_impact}`}</span>
                    {!part.compatibility.is_compatible && <span className="ship-muted" role="note">{part.compatibility.reason}</span>}
                  </div>
                  <Button variant="secondary" className="outfit-row-action" disabled={!part.compatibility.is_compatible || install.isPending} onClick={() => install.mutate(part.item_id)}>
                    {`Install ${part.name}`}
                  </Button>
                </li>
              ))}
            </ul>
          )
        }
      </Loadable>
    </section>
  );
}
