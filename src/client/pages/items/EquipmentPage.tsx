import { Equipment } from '../../apps/Equipment/Equipment';
import { AppAsPage } from './AppAsPage';

/** The equipment page (seed 000 §2): the Equipment app outside the datapad. */
export function EquipmentPage() {
  return <AppAsPage tabId="equipment" App={Equipment} />;
}
