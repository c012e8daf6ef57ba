import { useEffect } from 'react';
import { useAppRegistry, type DatapadAppProps } from '../../datapad/appRegistry';
import { useSelectedShipStore } from '../../ships/selectedShipStore';
import { FleetList } from './FleetList';

/**
 * Ship Fleet. Selecting a ship's View shows the registered ShipDetail app in the list's place
 * (seed 000 §2: ShipDetail is "opened when a ship is selected" and has no tab of its own).
 */
export function ShipList(props: DatapadAppProps) {
  const selected = useSelectedShipStore((state) => state.shipId);
  const ShipDetail = useAppRegistry((state) => state.apps.ShipDetail);

  // Leaving the app (Home, Back, another tab) forgets the selection: the fleet reopens on its list.
  useEffect(() => () => useSelectedShipStore.getState().clear(), []);

  if (selected !== null && ShipDetail) return <ShipDetail {...props} />;
  return <FleetList title={props.tab.name} onView={(id) => useSelectedShipStore.getState().select(id)} />;
}
