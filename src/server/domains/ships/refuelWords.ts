import { formatCredits } from '../../../shared/rules/formatCredits';

export const NO_ACTIVE_SHIP = 'You have no active ship.';

/** The ShipStatusChanged message of a refuel (and its captain's log line). */
export const refuelledMessage = (shipName: string, newFuel: number, maxFuel: number, cost: number) => `${shipName} refuelled: ${newFuel} of ${maxFuel} units for ${formatCredits(cost)}.`;
