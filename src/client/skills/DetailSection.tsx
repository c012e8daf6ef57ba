import type { ReactNode } from 'react';
import './skillDetails.css';
import { SectionHeading } from '../ui/SectionHeading';

/**
 * A titled part of a skill or profession view (modals and pages); "None" when it has nothing to
 * list. `of` names what it belongs to where a page shows several ("Jedi: Prerequisites"), so every
 * region on the page has a name of its own.
 */
export function DetailSection({ title, of, items, children }: { title: string; of?: string; items?: readonly ReactNode[]; children?: ReactNode }) {
  return (
    <section className="sk-detail" aria-label={of ? `${of}: ${title}` : title}>
      <SectionHeading className="sk-detail-title">{title}</SectionHeading>
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
