import { useState } from 'react';
import type { InventoryItem } from '../../../shared/api';
import { formatCredits } from '../../../shared/rules/formatCredits';
import { defaultEquipSlot, equipSlotChoices } from '../../../shared/rules/items/equipRules';
import type { EquipmentSlot } from '../../../shared/rules/items/itemKinds';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { ChoiceSelect } from '../../items/ChoiceSelect';
import { labelOf } from '../../items/itemText';
import type { useItemActions } from './useItemActions';

type Actions = ReturnType<typeof useItemActions>;

/** Seed 000 §2: Equip asks Yes/No, with a slot picker when the item fits several slots. */
function EquipConfirm({ item, actions }: { item: InventoryItem; actions: Actions }) {
  const [slot, setSlot] = useState<EquipmentSlot>(() => defaultEquipSlot(item.meta_data));
  const choices = equipSlotChoices(item.meta_data);
  return (
    <ConfirmDialog
      open
      title={`Equip ${item.name}?`}
      confirmLabel="Yes"
      cancelLabel="No"
      busy={actions.busy}
      onConfirm={() => actions.equip(slot)}
      onCancel={actions.close}
      description={
        choices.length > 1 ? (
          <ChoiceSelect label="Slot" value={slot} choices={choices.map((choice) => ({ value: choice, label: labelOf(choice) }))} onChange={setSlot} />
        ) : (
          <p>{`It goes in the ${labelOf(slot).toLowerCase()} slot; whatever is there returns to your inventory.`}</p>
        )
      }
    />
  );
}

/** The open confirmation of the Inventory app, if any. */
export function ItemDialogs({ actions, shop, sellPrice }: { actions: Actions; shop: { id: number; name: string } | null; sellPrice: (item: InventoryItem) => number | null }) {
  const { dialog } = actions;
  if (!dialog) return null;
  const { item } = dialog;
  if (dialog.kind === 'equip') return <EquipConfirm item={item} actions={actions} />;
  if (dialog.kind === 'use') {
    return (
      <ConfirmDialog open title={`Use ${item.name}?`} description={item.meta_data.effect ?? undefined} confirmLabel="Yes" cancelLabel="No" busy={actions.busy} onConfirm={actions.use} onCancel={actions.close} />
    );
  }
  if (!shop) return null;
  const price = sellPrice(item) ?? 0;
  return (
    <ConfirmDialog
      open
      title={`Sell ${item.name}?`}
      description={`${shop.name} pays ${formatCredits(price)}.`}
      confirmLabel="Yes"
      cancelLabel="No"
      busy={actions.busy}
      onConfirm={() => actions.sell(shop.id)}
      onCancel={actions.close}
    />
  );
}
