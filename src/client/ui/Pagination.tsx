import { Button } from './Button';
import './pagination.css';

export interface PaginationProps {
  page: number;
  lastPage: number;
  onPage: (page: number) => void;
  /** Names the navigation landmark. */
  label?: string;
}

/** Previous / "Page N of M" / Next; hidden when there is a single page. */
export function Pagination({ page, lastPage, onPage, label = 'Pagination' }: PaginationProps) {
  if (lastPage <= 1) return null;
  return (
    <nav className="pagination" aria-label={label}>
      <Button variant="ghost" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        Previous
      </Button>
      <span className="pagination-status" aria-live="polite">{`Page ${page} of ${lastPage}`}</span>
      <Button variant="ghost" disabled={page >= lastPage} onClick={() => onPage(page + 1)}>
        Next
      </Button>
    </nav>
  );
}
