import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { PublicFooter } from './PublicFooter';
import './public.css';

/** The frame of a public text page: the brand, a readable column (`wide` for pictures), and the site footer. */
export function PublicPage({ title, lead, wide = false, children }: { title: string; lead?: string; wide?: boolean; children: ReactNode }) {
  return (
    <div className="public-page">
      <title>{`${title} · Starlane`}</title>
      <header className="public-header">
        <Link to="/" className="brand">
          Starlane
        </Link>
      </header>
      <main className={wide ? 'prose panel prose-wide' : 'prose panel'}>
        <h1>{title}</h1>
        {lead && <p className="hero-lead">{lead}</p>}
        {children}
      </main>
      <PublicFooter />
    </div>
  );
}
