import { useRef, type ReactNode } from 'react';
import { Button } from './Button';
import { Modal } from './Modal';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  description?: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  /** The confirmed action is running: both buttons wait and Escape does nothing. */
  busy?: boolean;
  destructive?: boolean;
  /** Why the confirmed action failed, shown inside the dialog. */
  error?: string | null;
  onConfirm: () => void;
  onCancel: () => void;
}

/** A modal yes/no question; focus starts on the confirm button. */
export function ConfirmDialog({
  open,
  title,
  description,
  confirmLabel = 'Confirm',
  cancelLabel = 'Cancel',
  busy = false,
  destructive = false,
  error,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const confirmRef = useRef<HTMLButtonElement>(null);
  if (!open) return null;
  return (
    <Modal
      title={title}
      onClose={onCancel}
      busy={busy}
      initialFocus={confirmRef}
      actions={
        <>
          <Button variant="secondary" onClick={onCancel} disabled={busy}>
            {cancelLabel}
          </Button>
          <Button ref={confirmRef} variant={destructive ? 'danger' : 'primary'} onClick={onConfirm} busy={busy}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      {description}
      {error && (
        <p className="form-alert" role="alert">
          {error}
        </p>
      )}
    </Modal>
  );
}
