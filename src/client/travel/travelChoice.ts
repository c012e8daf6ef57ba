import type { ShuttleOption, TravelOption } from '../../shared/api';

/** The journey the player picked and is asked to confirm. */
export type TravelChoice =
  | { kind: 'shuttle'; shuttle: ShuttleOption }
  | { kind: 'direct'; option: TravelOption }
  | { kind: 'multi'; option: TravelOption };

/** Where the choice leads, as the confirmation names it. */
export function choiceDestination(choice: TravelChoice): string {
  return choice.kind === 'shuttle' ? choice.shuttle.to : choice.option.destination.name;
}

/** Hyperspace journeys fly the tunnel; shuttles stay in normal space. */
export function isHyperspace(choice: TravelChoice): boolean {
  return choice.kind !== 'shuttle';
}
