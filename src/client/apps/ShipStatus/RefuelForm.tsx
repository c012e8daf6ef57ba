import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { shipRoutes, type ShipStatusResponse } from '../../../shared/api';
import { formatCredits } from '../../../shared/rules/formatCredits';
import { formatFuel } from '../../../shared/rules/ships/formatShip';
import { defaultRefuelAmount, missingFuel, REFUEL_PRICE_PER_UNIT, refuelCost, refuelInputMin, refuelProblem } from '../../../shared/rules/ships/refuel';
import { alertMessage } from '../../api/apiErrors';
import { patchCharacter, refreshChanges } from '../../api/actSettlement';
import { queryKeys } from '../../api/queryKeys';
import { refuelShip } from '../../ships/ships';
import { Button } from '../../ui/Button';
import { showToast } from '../../ui/toastStore';
import { ShipField } from '../../ships/ShipField';

export const REFUEL_FAILED = 'Refuel failed';

/**
 * The refuel form (seed 001 §5): input min 1, max the missing fuel, starting at the lesser of 50
 * and the missing fuel and reset to that after a refuel; 10 credits a unit.
 */
export function RefuelForm({ characterId, status, credits }: { characterId: number; status: ShipStatusResponse; credits: number }) {
  const queryClient = useQueryClient();
  const { ship, refuel } = status;
  const missing = missingFuel(ship.fuel, ship.max_fuel);
  const [amount, setAmount] = useState(() => String(defaultRefuelAmount(missing)));
  const units = Number(amount);
  const problem = amount.trim() === '' ? 'Enter an amount of fuel.' : refuelProblem({ amount: units, fuel: ship.fuel, maxFuel: ship.max_fuel, credits });

  const mutation = useMutation({
    mutationFn: refuelShip,
    onSuccess: async (result) => {
      setAmount(String(defaultRefuelAmount(missingFuel(result.new_fuel_level, ship.max_fuel))));
      showToast('success', `Refuelled: fuel now ${formatFuel(result.new_fuel_level)} for ${formatCredits(result.cost)}.`);
      // The answer carries the fuel and the credits; the ship's summary on the character is read again.
      const statusKey = queryKeys.ships.status(characterId);
      queryClient.setQueryData<ShipStatusResponse>(statusKey, (data) => data && { ...data, ship: { ...data.ship, fuel: result.new_fuel_level } });
      patchCharacter(queryClient, characterId, (character) => ({ ...character, credits: result.credits_remaining }));
      await refreshChanges(queryClient, characterId, shipRoutes.refuel.changes, { patched: [statusKey], character: ['credits'] });
    },
    onError: (error) => showToast('error', alertMessage(error, REFUEL_FAILED)),
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    mutation.mutate(units);
  }

  return (
    <form className="ship-card refuel" aria-label="Refuel" onSubmit={submit}>
      <h4 className="ship-section-title">Refuel</h4>
      <p className="ship-muted">{`${REFUEL_PRICE_PER_UNIT} credits per unit · ${formatFuel(missing)} units missing`}</p>
      {!refuel.available && refuel.reason && <p className="ship-warning">{refuel.reason}</p>}
      <ShipField label="Fuel amount">
        {(id) => (
          <input
            id={id}
            type="number"
            inputMode="decimal"
            min={refuelInputMin(missing)}
            max={missing}
            step="any"
            value={amount}
            disabled={missing === 0}
            onChange={(event) => setAmount(event.target.value)}
          />
        )}
      </ShipField>
      <p className="refuel-cost">
        <span>Cost</span>
        <strong>{formatCredits(Number.isFinite(units) && units > 0 ? refuelCost(units) : 0)}</strong>
      </p>
      {problem && missing > 0 && <p className="ship-muted refuel-problem">{problem}</p>}
      <Button type="submit" busy={mutation.isPending} disabled={!refuel.available || problem !== null}>
        {missing === 0 ? 'Tank Full' : 'Refuel'}
      </Button>
    </form>
  );
}
