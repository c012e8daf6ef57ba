import { Link } from 'react-router';
import { formatCredits } from '../../../shared/rules/formatCredits';
import { STARTING_CREDITS } from '../../../shared/rules/startingCharacter';
import { FeatureCards } from '../../ui/FeatureCards';
import { PublicPage } from './PublicPage';

const FEATURES = [
  { title: 'A living economy', text: 'Every system has its own market for about thirty commodities. Stock moves with every trade and drifts back each galaxy tick; prices, trends, alerts and a price history follow.' },
  { title: 'Trading and routes', text: 'Quotes that add up each unit, buying and selling from your hold, and a route finder that ranks buy-here-sell-there trips by profit per hour after fuel and upkeep.' },
  { title: 'Contracts', text: 'Delivery, express, bulk and hazardous contracts with deadlines, collateral and risk ratings, generated per system by the galaxy clock.' },
  { title: 'Hyperspace travel', text: 'Plot direct or multi-jump journeys along the lanes; fuel, upkeep and time are real, and random events pause a journey until you choose.' },
  { title: 'Ships', text: 'Ship status and condition, refuelling, a marketplace with trade-ins across size classes, parts, upgrades and customisation.' },
  { title: 'A 3D galaxy', text: 'The galaxy map and the hyperspace tunnel render live in the browser, with a graphics setting down to Off for any machine.' },
  { title: 'Multiplayer, live', text: 'One shared galaxy on a real server: events reach your datapad the moment they happen, and every credit moved is in your ledger and captain\'s log.' },
  { title: 'Your account, secured', text: 'E-mail verification, password reset, two-factor authentication, browser sessions and API tokens with permissions for your own tools.' },
] as const;

/** What the game has today (and nothing it does not yet). */
export function FeaturesPage() {
  return (
    <PublicPage title="Features" lead={`Start with ${formatCredits(STARTING_CREDITS)} and a starter ship. This is what the galaxy offers today.`}>
      <FeatureCards features={FEATURES} />
      <p>
        Skills and professions, combat, inventory, parties and quests are on the way. <Link to="/register">Register</Link> or read the{' '}
        <Link to="/guide">Guide</Link>.
      </p>
    </PublicPage>
  );
}
