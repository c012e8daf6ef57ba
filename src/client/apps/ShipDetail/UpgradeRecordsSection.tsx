import type { Ship } from '../../../shared/api';
import { addShipUpgrade, removeShipUpgrade } from '../../ships/ships';
import { notesOf } from './RecordList';
import { RecordSection } from './RecordSection';

/** A ship's upgrade records (seed 001 §2): the list with remove, and the add form (name, notes). */
export function UpgradeRecordsSection({ characterId, ship }: { characterId: number; ship: Ship }) {
  return (
    <RecordSection
      characterId={characterId}
      shipId={ship.id}
      title="Upgrades"
      noun="Upgrade"
      items={ship.upgrades.map((u) => ({ id: u.id, name: u.name, detail: notesOf(u.meta_data) }))}
      empty="No upgrades recorded."
      add={(name, meta_data) => addShipUpgrade(ship.id, { name, meta_data })}
      remove={(upgradeId) => removeShipUpgrade(ship.id, upgradeId)}
    />
  );
}
