import { Link } from 'react-router';
import { STARTING_CREDITS } from '../../../shared/rules/startingCharacter';
import { FeatureScreenCard } from './FeatureScreenCard';
import { FEATURE_SCREENS, startingLine } from './featureScreens';
import { PublicPage } from './PublicPage';

/** The cards in the first row at the widest layout: on screen at once, so not lazy. */
const FIRST_ROW = 2;

/** What the game has today, each shown by a screenshot of the running game (and nothing it does not yet). */
export function FeaturesPage() {
  return (
    <PublicPage title="Features" lead={startingLine(STARTING_CREDITS)} wide>
      <section className="feature-screens" aria-label="Features">
        {FEATURE_SCREENS.map((feature, index) => (
          <FeatureScreenCard key={feature.title} feature={feature} eager={index < FIRST_ROW} />
        ))}
      </section>
      <h2>Also in the game</h2>
      <ul>
        <li>One shared galaxy on a real server: events reach your datapad the moment they happen, and every credit moved is in your ledger and captain&apos;s log.</li>
        <li>Your account, secured: e-mail verification, password reset, two-factor authentication, browser sessions, and API tokens with permissions for your own tools.</li>
        <li>Sound made in your browser: effects for the datapad, trades, jumps and fights, and a quiet ambient track in every scene, with its own volumes in Settings.</li>
      </ul>
      <p>
        <Link to="/register">Register</Link> or read the <Link to="/guide">Guide</Link>.
      </p>
    </PublicPage>
  );
}
