import { Link } from 'react-router';
import { formatCredits } from '../../../shared/rules/formatCredits';
import { REFUEL_PRICE_PER_UNIT } from '../../../shared/rules/ships/refuel';
import { STARTING_CREDITS } from '../../../shared/rules/startingCharacter';
import { EVENT_CHANCE_PER_DANGER } from '../../../shared/rules/travel/jumpEvents';
import { travelMinutes } from '../../../shared/rules/travel/travelCosts';
import { PublicPage } from './PublicPage';

/** Getting started: from registering to the first journey. */
export function GuidePage() {
  return (
    <PublicPage title="Guide" lead="Your first hour in Starlane, step by step.">
      <h2>1. Make a pilot</h2>
      <p>
        Register, then create a character. A new character starts with {formatCredits(STARTING_CREDITS)} and a small starter ship, docked in one of the galaxy's
        star systems. You can have several characters; the active one is the one the datapad acts for.
      </p>
      <h2>2. Open the datapad</h2>
      <p>
        The datapad is the holographic hub over the galaxy view. Its apps are the whole game: Ship Status, Commodity Trading, Market Dashboard, Trading Contracts,
        Travel, the Ship Marketplace and Ship Customization, and the notification centre. If your computer struggles with the 3D view, set the graphics to Off in
        Settings: the datapad still plays the whole game.
      </p>
      <h2>3. Fly</h2>
      <p>
        Systems are joined by hyperspace lanes. A jump takes distance × 10 ÷ your ship's speed in minutes: a distance of 30 at speed 10 is{' '}
        {travelMinutes(30, 10)} minutes. Fuel and upkeep are paid when you leave, and you cannot trade while in hyperspace. Each jump has a {EVENT_CHANCE_PER_DANGER * 100} % chance per danger
        level of an event (pirates, a derelict, an ion storm…) that waits for your choice. Refuel at a shuttleport or market for {formatCredits(REFUEL_PRICE_PER_UNIT)} a unit.
      </p>
      <h2>4. Trade</h2>
      <p>
        The <Link to="/trading-guide">Trading Guide</Link> explains prices, the market dashboard, routes and contracts.
      </p>
      <h2>5. Keep your account safe</h2>
      <p>
        From Profile you can verify your e-mail, change your password, turn on two-factor authentication with an authenticator app, see the browsers you are signed
        in on and log the others out. Under API Tokens you can give your own tools a token that may only read, trade, travel or manage what you allow.
      </p>
    </PublicPage>
  );
}
