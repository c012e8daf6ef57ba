import { createContext } from 'react';

/**
 * The level a component's own title takes: 3 inside the datapad (under its "Datapad" h2), lower
 * where a page shows the same component under its h1, so headings never skip a level.
 */
export const HeadingLevelContext = createContext(3);
