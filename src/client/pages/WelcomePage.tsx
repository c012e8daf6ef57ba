import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { fetchUser } from '../accounts/auth';
import { queryKeys } from '../api/queryKeys';
import { FeatureCards } from '../ui/FeatureCards';
import { PublicFooter } from './public/PublicFooter';
import './public/public.css';
import { formatCredits } from '../../shared/rules/formatCredits';
import { STARTING_CREDITS } from '../../shared/rules/startingCharacter';

const FEATURES = [
  {
    title: 'Trade across the stars',
    text: 'Buy low on one world, sell high on the next. Prices drift with supply, demand and events.',
  },
  {
    title: 'Fly your own ships',
    text: 'Plot hyperspace routes, watch your fuel and cargo, and upgrade your fleet as credits grow.',
  },
  {
    title: 'Run it from your datapad',
    text: 'Missions, combat, inventory, skills and parties, all from one holographic command hub.',
  },
] as const;

/** The public front page: what Starlane is, and the way in. */
export function WelcomePage() {
  // Seed 000 §6: the current user is fetched and a failure is ignored.
  const { data: user, isPending } = useQuery({
    queryKey: queryKeys.user,
    queryFn: ({ signal }) => fetchUser(signal),
    retry: false,
  });

  return (
    <main className="welcome">
      <title>Starlane · A multiplayer space-trading RPG</title>
      <section className="hero" aria-labelledby="welcome-title">
        <p className="eyebrow">Multiplayer sci-fi RPG</p>
        <h1 id="welcome-title" className="hero-title">
          Starlane
        </h1>
        <p className="hero-lead">
          Build a pilot, start with {formatCredits(STARTING_CREDITS)} in your account and carve out a fortune trading,
          travelling and fighting across a living galaxy shared with other players.
        </p>
        <div className="actions hero-actions" aria-busy={isPending || undefined}>
          {user ? (
            <>
              <Link className="btn btn-primary btn-large" to="/characters">
                Continue
              </Link>
              <span className="muted">Signed in as {user.name}</span>
            </>
          ) : isPending ? (
            <span className="actions-placeholder" aria-hidden="true" />
          ) : (
            <>
              <Link className="btn btn-primary btn-large" to="/register">
                Register
              </Link>
              <Link className="btn btn-secondary btn-large" to="/login">
                Log in
              </Link>
            </>
          )}
        </div>
      </section>
      <FeatureCards features={FEATURES} label="Features" />
      <PublicFooter />
    </main>
  );
}
