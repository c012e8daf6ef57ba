import type { ReactNode } from 'react';

/** A titled part of a details modal; "None" when it has nothing to list. */
export function DetailSection({ title, items, children }: { title: string; items?: readonly ReactNode[]; children?: ReactNode }) {
  return (
    <section className="so-detail" aria-label={title}>
      <h3 className="so-detail-title">{title}</h3>
      {children}
      {items &&
        (items.length === 0 ? (
          <p className="so-detail-none">None</p>
        ) : (
          <ul className="so-detail-list">
            {items.map((item, i) => (
              <li key={i}>{item}</li>
            ))}
          </ul>
        ))}
    </section>
  );
}
