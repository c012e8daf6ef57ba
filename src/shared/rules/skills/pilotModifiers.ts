/** What the pilot modifiers act on: a ship's effective speed and fuel efficiency. */
export interface PilotedShip {
  speed: number;
  fuelEfficiency: number;
}

/**
 * The ship as a character with these skill modifiers flies it: `fuel_efficiency` (a fraction)
 * cuts the fuel every jump burns by that share, `travel_speed` cuts the time by that share.
 * Both act through the ship's figures, so every travel formula (options, the started journey,
 * the market's route estimates) gives the same numbers.
 */
export function pilotedShip<Ship extends PilotedShip>(ship: Ship, modifiers: { fuel_efficiency: number; travel_speed: number }): Ship {
  return {
    ...ship,
    fuelEfficiency: ship.fuelEfficiency / (1 - modifiers.fuel_efficiency),
    speed: ship.speed / (1 - modifiers.travel_speed),
  };
}
