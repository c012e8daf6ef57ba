import type { ReactNode } from 'react';

/** One section of the profile or token pages: its title and purpose beside its form (Jetstream's layout). */
export function AccountSection({ title, description, children }: { title: string; description: string; children: ReactNode }) {
  const id = `section-${title.toLowerCase().replace(/[^a-z]+/g, '-')}`;
  return (
    <section className="account-section" aria-labelledby={id}>
      <div>
        <h2 id={id}>{title}</h2>
        <p className="muted">{description}</p>
      </div>
      <div className="panel stack">{children}</div>
    </section>
  );
}
