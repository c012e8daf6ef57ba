import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useActiveCharacter } from '../../characters/useActiveCharacter';
import { NO_CHARACTER_SELECTED } from '../../ui/Loadable';
import '../../social/social.css';
import { HeadingBase } from '../../ui/HeadingBase';

/** A social page's frame: its title, and its body for the active character (or the way to choose one). */
export function WithCharacter({ title, children }: { title: string; children: (characterId: number) => ReactNode }) {
  const { characterId } = useActiveCharacter();
  return (
    <div className="social-page">
      <title>{`${title} · Starlane`}</title>
      <h1>{title}</h1>
      {characterId === null ? (
        <section className="social-card">
          <p>{NO_CHARACTER_SELECTED}</p>
          <Link className="btn btn-primary" to="/characters">
            Choose a character
          </Link>
        </section>
      ) : (
        // The components below title themselves one level under the page's h1.
        <HeadingBase level={1}>{children(characterId)}</HeadingBase>
      )}
    </div>
  );
}
