import { useContext } from 'react';
import { ConfirmContext, type Confirm } from './confirm-context';

/** `if (await confirm({ title, message, confirmLabel, cancelLabel, danger: true })) remove();` */
export function useConfirm(): Confirm {
  const confirm = useContext(ConfirmContext);
  if (!confirm) throw new Error('useConfirm needs a ConfirmProvider above it');
  return confirm;
}
