import { useId, useRef, type KeyboardEvent, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { useFocusTrap } from './useFocusTrap';

export interface ModalProps {
  title: string;
  children: ReactNode;
  /** Buttons along the bottom. */
  actions?: ReactNode;
  /** Escape, the backdrop and the close button call this; not while `busy`. */
  onClose: () => void;
  busy?: boolean;
  /** Where focus starts (e.g. the confirm button); the dialog itself when left out. */
  initialFocus?: RefObject<HTMLElement | null>;
  /** Wider for detail views with stats; extra-wide for diagrams (skill trees). */
  size?: 'narrow' | 'wide' | 'extra-wide';
}

/**
 * A modal dialog over everything: labelled by its title, focus moves in and stays inside, Escape
 * or the backdrop closes it, and focus returns to where it was. Details and confirmations use it.
 */
export function Modal({ title, children, actions, onClose, busy = false, initialFocus, size = 'narrow' }: ModalProps) {
  const titleId = useId();
  const bodyId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const trapTab = useFocusTrap(dialogRef, initialFocus);

  function handleKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === 'Escape') {
      // The datapad behind listens for Escape too: this one is the modal's.
      event.stopPropagation();
      if (!busy) onClose();
      return;
    }
    trapTab(event);
  }

  return createPortal(
    <div
      className="dialog-backdrop"
      onMouseDown={(event) => {
        if (event.target === event.currentTarget && !busy) onClose();
      }}
    >
      <div
        ref={dialogRef}
        className={`dialog panel${{ narrow: '', wide: ' dialog-wide', 'extra-wide': ' dialog-wide dialog-extra-wide' }[size]}`}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={bodyId}
        tabIndex={-1}
        onKeyDown={handleKeyDown}
      >
        <h2 id={titleId} className="dialog-title">
          {title}
        </h2>
        <div id={bodyId} className="dialog-body">
          {children}
        </div>
        {actions && <div className="dialog-actions">{actions}</div>}
      </div>
    </div>,
    document.body,
  );
}
