import type { ReactNode } from 'react';
import './skillDetails.css';

/** A titled part of a skill or profession view (modals and pages); "None" when it has nothing to list. */
export function DetailSection({ title, items, children }: { title: string; items?: readonly ReactNode[]; children?: ReactNode }) {
  return (
    <section className="sk-detail" aria-label={title}>
      <h3 className="sk-detail-title">{title}</h3>
      {children}
      {items &&
        (items.length === 0 ? (
          <p className="sk-detail-none">None</p>
        ) : (
          <ul className="sk-detail-list">
            {items.map((item, i) => (
              <li key={i}>{item}</li>
            ))}
          </ul>
        ))}
    </section>
  );
}
