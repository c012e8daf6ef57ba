import { Link } from 'react-router';
import { useActiveUser } from './useActiveUser';
import './world.css';

const ENTRIES: { to: string; label: string; description: string }[] = [
  { to: '/game', label: 'Play', description: 'The live 3D game with the datapad.' },
  { to: '/dashboard', label: 'Dashboard', description: 'Your active character at a glance.' },
  { to: '/characters', label: 'Characters', description: 'Choose, create or manage characters.' },
  { to: '/galaxy', label: 'Galaxy', description: 'Every star system, its danger and who is there.' },
  { to: '/super-areas', label: 'Super areas', description: 'The systems side by side.' },
  { to: '/planets', label: 'Planets', description: 'Every planet of the galaxy.' },
  { to: '/locations', label: 'Locations', description: 'Every location and its places.' },
  { to: '/movement', label: 'Movement', description: 'Walk between places or take a local shuttle.' },
  { to: '/economy', label: 'Economy', description: 'Galactic prices, volumes and the biggest movers.' },
  { to: '/party', label: 'Party', description: 'Your party, groups and guilds.' },
];

/** Seed 000 §2 "main menu": every part of the game, and the content admin for admins. */
export function MainMenuPage() {
  const isAdmin = useActiveUser()?.is_admin ?? false;
  const entries = isAdmin ? [...ENTRIES, { to: '/admin', label: 'Content admin', description: 'The game object manager and the planet builder.' }] : ENTRIES;
  return (
    <div className="world-page">
      <title>Main menu · Starlane</title>
      <h1>Main menu</h1>
      <nav aria-label="Main menu">
        <ul className="world-grid social-list">
          {entries.map((e) => (
            <li key={e.to} className="world-card">
              <h2>
                <Link to={e.to}>{e.label}</Link>
              </h2>
              <p className="world-muted">{e.description}</p>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}
