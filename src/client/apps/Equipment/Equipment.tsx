import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { InventoryItem } from '../../../shared/api';
import { gearTotals } from '../../../shared/rules/items/gearTotals';
import { EQUIPMENT_SLOTS, type EquipmentSlot } from '../../../shared/rules/items/itemKinds';
import { alertMessage, errorMessage } from '../../api/apiErrors';
import { equipmentQueryOptions, refreshInventory, shopQueryOptions, unequipItem } from '../../items/inventory';
import { useActiveCharacter } from '../../characters/useActiveCharacter';
import type { DatapadAppProps } from '../../datapad/appRegistry';
import { repairPrice, repairShop } from '../../items/repairOffer';
import { useRepairItem } from '../../items/useRepairItem';
import { Button } from '../../ui/Button';
import { showToast } from '../../ui/toastStore';
import { EquipmentSlotCard } from './EquipmentSlotCard';
import { Loadable } from '../../ui/Loadable';
import '../../items/items.css';
import './equipment.css';
import { SectionHeading } from '../../ui/SectionHeading';

/** Seed 000 §2 and §8: the equipment's loading and error texts. */
export const LOADING_EQUIPMENT = 'Loading equipment...';
export const EQUIPMENT_LOAD_FAILED = 'Failed to load equipment';

/** Equipment (seed 000 §2): the seven slots, head to shield, each with what is worn there or 'Empty'; worn gear mended at an outfitter here. */
export function Equipment({ tab, openApp }: DatapadAppProps) {
  const queryClient = useQueryClient();
  const { characterId } = useActiveCharacter();
  const read = useQuery({ ...equipmentQueryOptions(characterId ?? 0), enabled: characterId !== null });
  const unequip = useMutation({
    mutationFn: unequipItem,
    onSuccess: (result) => showToast('success', result.message),
    onError: (err) => showToast('error', alertMessage(err, 'Unequip failed')),
    onSettled: () => refreshInventory(queryClient, characterId ?? 0),
  });
  const repair = useRepairItem(characterId ?? 0);
  const { data: shops } = useQuery({ ...shopQueryOptions(characterId ?? 0), enabled: characterId !== null });
  const mender = repairShop(shops);

  const body = (
    <Loadable query={read} noCharacter={characterId === null} loading={LOADING_EQUIPMENT} failure={errorMessage(read.error, EQUIPMENT_LOAD_FAILED)}>
      {(data) => {
        const worn = new Map<EquipmentSlot, InventoryItem>(data.equippedItems.map((entry) => [entry.slot, entry.item]));
        const totals = gearTotals(data.equippedItems.map((entry) => entry.item));
        return (
          <>
            <p className="item-muted" aria-label="Gear totals">{`Damage ${totals.damage.min}–${totals.damage.max} · Protection ${totals.protection.min}–${totals.protection.max}`}</p>
            <ul className="eq-slots" aria-label="Equipment slots">
              {EQUIPMENT_SLOTS.map((slot) => {
                const item = worn.get(slot);
                return (
                  <EquipmentSlotCard
                    key={slot}
                    slot={slot}
                    item={item}
                    busy={(unequip.isPending && unequip.variables === slot) || (repair.isPending && repair.variables.id === item?.id)}
                    onUnequip={() => unequip.mutate(slot)}
                    repairPrice={item ? repairPrice(mender, item) : null}
                    onRepair={() => item && mender && repair.mutate({ placeId: mender.place.id, id: item.id })}
                  />
                );
              })}
            </ul>
          </>
        );
      }}
    </Loadable>
  );

  return (
    <div className="item-app">
      <div className="item-app-head">
        <SectionHeading className="dp-app-title">{tab.name}</SectionHeading>
        <Button variant="ghost" onClick={() => openApp('inventory')}>
          Inventory
        </Button>
      </div>
      {body}
    </div>
  );
}
