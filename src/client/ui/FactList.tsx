import type { ReactNode } from 'react';

export interface FactListProps {
  /** Term and value pairs, in order; the term is the key. */
  facts: readonly (readonly [string, ReactNode])[];
  className?: string;
  itemClassName?: string;
  /** Names the list for assistive technology. */
  label?: string;
}

/** A description list of figures: each term above its value (details modals, summaries, cost breakdowns). */
export function FactList({ facts, className, itemClassName, label }: FactListProps) {
  return (
    <dl className={className} aria-label={label}>
      {facts.map(([term, value]) => (
        <div key={term} className={itemClassName}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
