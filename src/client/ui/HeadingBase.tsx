import type { ReactNode } from 'react';
import { HeadingLevelContext } from './headingLevel';

/** Sets the level that `SectionHeading`s below take for their titles (a page: 2 under its h1). */
export function HeadingBase({ level, children }: { level: 1 | 2 | 3; children: ReactNode }) {
  return <HeadingLevelContext value={level}>{children}</HeadingLevelContext>;
}
