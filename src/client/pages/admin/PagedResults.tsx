import type { ReactNode } from 'react';
import { Loadable, type LoadState } from '../../ui/Loadable';
import { Pagination } from '../../ui/Pagination';

/** One page of an admin list as the server sends it. */
interface Page<T> {
  data: T[];
  total: number;
  page: number;
  per_page: number;
}

interface PagedResultsProps<T> {
  query: LoadState<Page<T>>;
  failure: string;
  /** "12 found", "40 acts". */
  count: (total: number) => string;
  onPage: (page: number) => void;
  children: (rows: T[]) => ReactNode;
}

/** An admin list's page: how many there are, the rows, and the pages to move through. */
export function PagedResults<T>({ query, failure, count, onPage, children }: PagedResultsProps<T>) {
  return (
    <Loadable query={query} failure={failure}>
      {(page) => (
        <>
          <p className="world-muted">{count(page.total)}</p>
          {children(page.data)}
          <Pagination page={page.page} lastPage={Math.max(1, Math.ceil(page.total / page.per_page))} onPage={onPage} />
        </>
      )}
    </Loadable>
  );
}
