import { Button } from '../primitives/button';
import { Dialog } from './dialog';

/** Everything a confirmation says; every text comes from the app, translated. */
export interface ConfirmOptions {
  title: string;
  message: string;
  confirmLabel: string;
  cancelLabel: string;
  /** A destructive action (delete) gets the danger style. */
  danger?: boolean;
}

export interface ConfirmDialogProps extends ConfirmOptions {
  open: boolean;
  onConfirm: () => void;
  /** Cancel, Escape and a click outside all answer "no". */
  onCancel: () => void;
}

/**
 * Asks before an action that cannot be undone (spec 5: deletion needs confirmation). Focus starts on Cancel,
 * the harmless answer, so a stray Enter does not confirm.
 */
export function ConfirmDialog({
  open,
  title,
  message,
  confirmLabel,
  cancelLabel,
  danger,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  return (
    <Dialog
      open={open}
      title={title}
      description={message}
      onClose={onCancel}
      footer={
        <>
          <Button onClick={onCancel}>{cancelLabel}</Button>
          <Button variant={danger ? 'danger' : 'primary'} onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </>
      }
    />
  );
}
