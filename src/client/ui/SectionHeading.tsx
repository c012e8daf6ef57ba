import { useContext, type ReactNode } from 'react';
import { HeadingLevelContext } from './headingLevel';

type Level = 1 | 2 | 3 | 4 | 5 | 6;

/**
 * A heading at the level its place gives it (`HeadingBase`), `depth` below a component's own title:
 * the same app reads h3 → h4 in the datapad and h1 → h2 as a page.
 */
export function SectionHeading({ depth = 0, className, id, children }: { depth?: 0 | 1 | 2; className?: string; id?: string; children: ReactNode }) {
  const level = Math.min(6, useContext(HeadingLevelContext) + depth) as Level;
  const Tag = `h${level}` as const;
  return (
    <Tag className={className} id={id}>
      {children}
    </Tag>
  );
}
