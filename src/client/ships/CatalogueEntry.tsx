import type { ReactNode } from 'react';
import { cx } from '../ui/classNames';

interface CatalogueEntryProps {
  className: string;
  /** The line under the title: maker, class, rarity. */
  summary: ReactNode;
  description: string;
  lore: string;
  facts: readonly (readonly [string, ReactNode])[];
  factsClassName?: string;
  children?: ReactNode;
}

/** An entry's text: the summary line, its description and lore, then its facts and what follows them. */
export function CatalogueEntry({ className, summary, description, lore, facts, factsClassName, children }: CatalogueEntryProps) {
  return (
    <div className={className}>
      <p className="ship-muted">{summary}</p>
      <p>{description}</p>
      <p className="market-lore">{lore}</p>
      <dl className={cx('ship-facts', factsClassName)}>
        {facts.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {children}
    </div>
  );
}
