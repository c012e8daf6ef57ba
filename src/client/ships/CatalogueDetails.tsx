import type { ReactNode } from 'react';
import { Button } from '../ui/Button';
import { Loadable, type LoadState } from '../ui/Loadable';
import { Modal } from '../ui/Modal';

/** What an entry's modal shows once its read has answered. */
export interface CatalogueView {
  title: string;
  /** The modal's main button (buy, install) beside Close. */
  action: ReactNode;
  body: ReactNode;
}

interface CatalogueDetailsProps<T> {
  query: LoadState<T>;
  /** The modal's title while the entry loads or failed to. */
  placeholderTitle: string;
  loading: string;
  failure: string;
  busy: boolean;
  onClose: () => void;
  children: (data: T) => CatalogueView;
}

/**
 * The details modal of a shipyard or outfitter entry (a ship for sale, an upgrade): a wide modal
 * that loads the entry, then shows it with Close and the entry's own action.
 */
export function CatalogueDetails<T>({ query, placeholderTitle, loading, failure, busy, onClose, children }: CatalogueDetailsProps<T>) {
  const view = query.data === undefined || query.error ? null : children(query.data);
  if (!view) {
    return (
      <Modal title={placeholderTitle} onClose={onClose} size="wide">
        <Loadable query={query} loading={loading} failure={failure}>
          {() => null}
        </Loadable>
      </Modal>
    );
  }
  return (
    <Modal
      title={view.title}
      onClose={onClose}
      busy={busy}
      size="wide"
      actions={
        <>
          <Button variant="secondary" onClick={onClose}>
            Close
          </Button>
          {view.action}
        </>
      }
    >
      {view.body}
    </Modal>
  );
}
