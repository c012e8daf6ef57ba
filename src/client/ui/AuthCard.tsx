import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** The centred glass card the sign-in pages sit on, with the brand above it. */
export function AuthCard({ title, children, footer }: { title: string; children: ReactNode; footer?: ReactNode }) {
  return (
    <main className="centered-page">
      <div className="auth-wrap">
        <Link to="/" className="brand brand-large">
          Starlane
        </Link>
        <section className="panel stack" aria-labelledby="auth-title">
          <h1 id="auth-title">{title}</h1>
          {children}
        </section>
        {footer && <p className="auth-footer">{footer}</p>}
      </div>
    </main>
  );
}
