import { useEffect, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CraftingState, ResourceDeposit } from '../../shared/api';
import type { HarvestTarget } from '../../shared/rules/crafting/resourceCommodities';
import { errorMessage } from '../api/apiErrors';
import { useGroundSurvey } from '../scene/ground/groundSurvey';
import { useSceneStore } from '../scene/sceneStore';
import { Button } from '../ui/Button';
import { SegmentedControl } from '../ui/SegmentedControl';
import { craftingCalls, settleCraftingAct } from './craftingCalls';
import { QualityMeter } from './QualityMeter';

/** Why a deposit can't go into the hold here, or null when it can. */
const holdNote = (deposit: ResourceDeposit) => (deposit.to_hold ? null : deposit.commodity ? `no market here trades ${deposit.commodity}` : 'no market commodity');

/** A deposit in reach: what it is, what a harvest gives, and Harvest into the chosen place. */
function DepositRow({ deposit, into, busy, onHarvest }: { deposit: ResourceDeposit; into: HarvestTarget; busy: boolean; onHarvest: () => void }) {
  const blocked = into === 'hold' ? holdNote(deposit) : null;
  const as = deposit.commodity ? ` · sells as ${deposit.commodity}` : '';
  return (
    <li className="social-row" data-deposit={deposit.kind} data-harvested={deposit.harvested ? 'true' : 'false'} data-to-hold={deposit.to_hold ? 'true' : 'false'}>
      <span className="cr-line">
        {`${deposit.name} (${deposit.kind}) · quality ${deposit.quality} · concentration ${deposit.concentration}% · ${deposit.harvest_units} units a harvest${as}`}
        {blocked && !deposit.harvested && <span className="world-muted">{` (hold: ${blocked})`}</span>}
        <QualityMeter quality={deposit.quality} />
      </span>
      <Button variant="secondary" disabled={deposit.harvested || busy || blocked !== null} onClick={onHarvest}>
        {deposit.harvested ? 'Harvested' : `Harvest ${deposit.name}`}
      </Button>
    </li>
  );
}

/**
 * The survey where the character stands (the Crafting app): the deposits in reach and Harvest,
 * into the inventory or the docked ship's hold (a resource that doubles as a commodity the market
 * here trades). The survey is marked on the ground scene, and a harvest plays at its marker.
 */
export function SurveyPanel({ characterId, state, onMessage }: { characterId: number; state: CraftingState; onMessage: (message: string) => void }) {
  const queryClient = useQueryClient();
  const [into, setInto] = useState<HarvestTarget>('inventory');
  const harvest = useMutation({
    mutationFn: (spawnKey: string) => craftingCalls.harvest(spawnKey, into),
    onSuccess: async (answer, spawnKey) => {
      onMessage(answer.message);
      useGroundSurvey.getState().harvested(spawnKey);
      await settleCraftingAct(queryClient, characterId, 'harvest', answer);
    },
  });
  // The survey is of where the character stands now: the ground scene marks it at this place.
  const location = useSceneStore((scene) => scene.location);
  useEffect(() => {
    useGroundSurvey.getState().setSurvey(location, state.deposits);
  }, [location, state.deposits]);
  const hold = state.hold;
  return (
    <section className="cr-panel" aria-label="Survey">
      <h3>{state.district ? `Survey: ${state.district.name}` : 'Survey'}</h3>
      {harvest.error && <p className="form-alert" role="alert">{errorMessage(harvest.error)}</p>}
      <SegmentedControl<HarvestTarget>
        label="Harvest into"
        value={hold ? into : 'inventory'}
        onChange={setInto}
        options={[
          { value: 'inventory', label: 'Inventory' },
          { value: 'hold', label: hold ? `Hold of ${hold.ship_name}` : 'Ship\'s hold', detail: hold ? `${hold.used}/${hold.capacity} t` : 'no ship here', disabled: !hold },
        ]}
      />
      <ul className="social-list" aria-label="Deposits in reach">
        {state.deposits.map((deposit) => (
          <DepositRow key={deposit.key} deposit={deposit} into={hold ? into : 'inventory'} busy={harvest.isPending} onHarvest={() => harvest.mutate(deposit.key)} />
        ))}
      </ul>
    </section>
  );
}
