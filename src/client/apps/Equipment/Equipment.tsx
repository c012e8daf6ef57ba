import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { InventoryItem } from '../../../shared/api';
import { gearTotals } from '../../../shared/rules/items/gearTotals';
import { EQUIPMENT_SLOTS, type EquipmentSlot } from '../../../shared/rules/items/itemKinds';
import { alertMessage, errorMessage } from '../../api/apiErrors';
import { equipmentQueryOptions, refreshInventory, unequipItem } from '../../api/inventory';
import { useActiveCharacter } from '../../api/useActiveCharacter';
import type { DatapadAppProps } from '../../datapad/appRegistry';
import { Button } from '../../ui/Button';
import { showToast } from '../../ui/toastStore';
import { EquipmentSlotCard } from './EquipmentSlotCard';
import '../../items/items.css';
import './equipment.css';

/** Seed 000 §2 and §8: the equipment's loading and error texts. */
export const LOADING_EQUIPMENT = 'Loading equipment...';
export const EQUIPMENT_LOAD_FAILED = 'Failed to load equipment';

/** Equipment (seed 000 §2): the seven slots, head to shield, each with what is worn there or 'Empty'. */
export function Equipment({ tab, openApp }: DatapadAppProps) {
  const queryClient = useQueryClient();
  const { characterId } = useActiveCharacter();
  const { data, error, isPending } = useQuery({ ...equipmentQueryOptions(characterId ?? 0), enabled: characterId !== null });
  const unequip = useMutation({
    mutationFn: unequipItem,
    onSuccess: (result) => showToast('success', result.message),
    onError: (err) => showToast('error', alertMessage(err, 'Unequip failed')),
    onSettled: () => refreshInventory(queryClient, characterId ?? 0),
  });

  let body;
  if (characterId === null) body = <p className="item-empty">No character selected. Please select a character from the dashboard.</p>;
  else if (isPending) body = <p className="dp-loading">{LOADING_EQUIPMENT}</p>;
  else if (error || !data) body = <p className="form-alert" role="alert">{errorMessage(error, EQUIPMENT_LOAD_FAILED)}</p>;
  else {
    const worn = new Map<EquipmentSlot, InventoryItem>(data.equippedItems.map((entry) => [entry.slot, entry.item]));
    const totals = gearTotals(data.equippedItems.map((entry) => entry.item));
    body = (
      <>
        <p className="item-muted" aria-label="Gear totals">{`Damage ${totals.damage.min}–${totals.damage.max} · Protection ${totals.protection.min}–${totals.protection.max}`}</p>
        <ul className="eq-slots" aria-label="Equipment slots">
          {EQUIPMENT_SLOTS.map((slot) => (
            <EquipmentSlotCard key={slot} slot={slot} item={worn.get(slot)} busy={unequip.isPending && unequip.variables === slot} onUnequip={() => unequip.mutate(slot)} />
          ))}
        </ul>
      </>
    );
  }

  return (
    <div className="item-app">
      <div className="item-app-head">
        <h3 className="dp-app-title">{tab.name}</h3>
        <Button variant="ghost" onClick={() => openApp('inventory')}>
          Inventory
        </Button>
      </div>
      {body}
    </div>
  );
}
