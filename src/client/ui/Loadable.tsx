import type { ReactNode } from 'react';
import { LoadingScreen } from './LoadingScreen';
import './loadable.css';

/** What every screen says before a character is chosen. */
export const NO_CHARACTER_SELECTED = 'No character selected. Please select a character from the dashboard.';

/** The part of a query's state a frame reads (TanStack Query's result has it). */
export interface LoadState<T> {
  data?: T | undefined;
  error: unknown;
}

interface LoadableProps<T> {
  query: LoadState<T>;
  /** The alert's text when the read failed: the caller reads its API's error (ui knows no API). */
  failure: string;
  /** What shows while the first answer is on its way. */
  loading?: string;
  /** The loading state fills the page (a page's first read) instead of a line. */
  fullPage?: boolean;
  /** No character is chosen yet: the screen has nothing to read. */
  noCharacter?: boolean;
  children: (data: T) => ReactNode;
}

/**
 * A screen's frame around one read: the no-character note, the loading line, the failure alert,
 * then the body once the data is there. Every screen shows these states the same way.
 */
export function Loadable<T>({ query, failure, loading = 'Loading…', fullPage = false, noCharacter = false, children }: LoadableProps<T>) {
  if (noCharacter) return <p className="loadable-empty">{NO_CHARACTER_SELECTED}</p>;
  if (query.error) {
    return (
      <p className="form-alert" role="alert">
        {failure}
      </p>
    );
  }
  if (query.data === undefined) return fullPage ? <LoadingScreen label={loading} /> : <p className="dp-loading">{loading}</p>;
  return <>{children(query.data)}</>;
}
