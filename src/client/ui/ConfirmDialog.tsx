import { useRef, type ReactNode } from 'react';
import { Button } from './Button';
import { Modal, type ModalProps } from './Modal';

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
  /** Without it there is nothing to confirm: only the cancel button shows. */
  onConfirm?: () => void;
  /** The confirm button shows but cannot be pressed (its label says why). */
  confirmDisabled?: boolean;
  onCancel: () => void;
  size?: ModalProps['size'];
}

/** A modal yes/no question; focus starts on the confirm button when it can be pressed. */
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
  confirmDisabled = false,
  onCancel,
  size,
}: ConfirmDialogProps) {
  const confirmRef = useRef<HTMLButtonElement>(null);
  if (!open) return null;
  return (
    <Modal
      title={title}
      onClose={onCancel}
      busy={busy}
      size={size}
      initialFocus={onConfirm && !confirmDisabled ? confirmRef : undefined}
      actions={
        <>
          <Button variant="secondary" onClick={onCancel} disabled={busy}>
            {cancelLabel}
          </Button>
          {onConfirm && (
            <Button ref={confirmRef} variant={destructive ? 'danger' : 'primary'} onClick={onConfirm} disabled={confirmDisabled} busy={busy}>
              {confirmLabel}
            </Button>
          )}
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
