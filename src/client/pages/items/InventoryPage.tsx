import { Inventory } from '../../apps/Inventory/Inventory';
import { AppAsPage } from './AppAsPage';

/** The inventory page (seed 000 §2): the Inventory app outside the datapad. */
export function InventoryPage() {
  return <AppAsPage tabId="inventory" App={Inventory} />;
}
