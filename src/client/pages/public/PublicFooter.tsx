import { Link } from 'react-router';

/** The links every public page ends with (the welcome page's footer too). */
export function PublicFooter() {
  return (
    <footer className="public-footer">
      <nav aria-label="Site">
        <Link to="/features">Features</Link>
        <Link to="/guide">Guide</Link>
        <Link to="/trading-guide">Trading Guide</Link>
        <Link to="/terms-of-service">Terms of Service</Link>
        <Link to="/privacy-policy">Privacy Policy</Link>
        <Link to="/forgot-password">Forgot password</Link>
        {/* Pages of their own, outside the game's client: a full page load. */}
        <a href="/docs/api">API</a>
      </nav>
      <p className="muted">Starlane · a multiplayer space-trading RPG</p>
    </footer>
  );
}
