import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { errorMessage } from '../../api/apiErrors';
import { queryKeys } from '../../api/queryKeys';
import { getCustomizationShip } from '../../ships/shipCustomization';
import { getMyShips } from '../../ships/shipMarket';
import { useActiveCharacter } from '../../characters/useActiveCharacter';
import type { DatapadAppProps } from '../../datapad/appRegistry';
import { ShipAppFrame, ShipAppWithoutCharacter } from '../../ships/ShipAppFrame';
import { AvailableUpgrades } from './AvailableUpgrades';
import { SELECT_SHIP_FIRST } from './customizationTexts';
import { CraftedParts } from './CraftedParts';
import { CurrentStats } from './CurrentStats';
import { InstalledUpgrades } from './InstalledUpgrades';
import { ShipSelector } from './ShipSelector';
import { Loadable } from '../../ui/Loadable';
import '../../ships/shipApps.css';
import './shipCustomization.css';

/** Ship Customization (seed 001 §2): ship selector, current stats, installed upgrades, available upgrades and their details. */
export function ShipCustomization({ tab }: DatapadAppProps) {
  const { characterId, data: character } = useActiveCharacter();
  // Until the player picks, the active ship is the one being fitted.
  const [picked, setPicked] = useState<number | null | undefined>(undefined);
  const mine = useQuery({ queryKey: queryKeys.ships.mine(characterId ?? 0), queryFn: ({ signal }) => getMyShips(signal), enabled: characterId !== null });
  const ships = mine.data?.ships ?? [];
  const shipId = picked === undefined ? (ships.find((s) => s.is_active)?.id ?? null) : picked;
  const outfitted = useQuery({
    queryKey: queryKeys.ships.outfitted(characterId ?? 0, shipId ?? 0),
    queryFn: ({ signal }) => getCustomizationShip(shipId ?? 0, signal),
    enabled: characterId !== null && shipId !== null,
  });

  if (characterId === null) return <ShipAppWithoutCharacter title={tab.name} />;

  const credits = character?.credits ?? 0;
  const shipPanel =
    shipId === null ? (
      <p className="ship-empty">{SELECT_SHIP_FIRST}</p>
    ) : (
      <Loadable query={outfitted} loading="Loading ship…" failure={errorMessage(outfitted.error, 'Failed to load ships')}>
        {(data) => (
          <div className="outfit-ship">
            <CurrentStats ship={data.ship} />
            <InstalledUpgrades characterId={characterId} customizations={data.customizations} />
            <CraftedParts characterId={characterId} shipId={data.ship.id} />
          </div>
        )}
      </Loadable>
    );

  return (
    <ShipAppFrame title={tab.name} credits={credits}>
      {mine.error ? (
        <p className="form-alert" role="alert">{errorMessage(mine.error, 'Failed to load ships')}</p>
      ) : (
        <ShipSelector ships={ships} shipId={shipId} onChange={setPicked} />
      )}
      {shipPanel}
      <AvailableUpgrades characterId={characterId} shipId={shipId} credits={credits} />
    </ShipAppFrame>
  );
}
