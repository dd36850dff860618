import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { ConfirmContext, type Confirm } from './confirm-context';
import { ConfirmDialog, type ConfirmOptions } from './confirm-dialog';

/** Hosts the one confirmation dialog behind `useConfirm()`; render it once, near the root of the app. */
export function ConfirmProvider({ children }: { children: ReactNode }) {
  const [options, setOptions] = useState<ConfirmOptions | null>(null);
  const pending = useRef<((answer: boolean) => void) | null>(null);

  const settle = useCallback((answer: boolean) => {
    pending.current?.(answer);
    pending.current = null;
  }, []);

  const confirm = useCallback<Confirm>(
    (next) => {
      // A new question replaces an unanswered one, which counts as declined.
      settle(false);
      setOptions(next);
      return new Promise<boolean>((resolve) => {
        pending.current = resolve;
      });
    },
    [settle],
  );

  // Leaving the page with the question open declines it, so no caller waits forever.
  useEffect(() => () => settle(false), [settle]);

  const answer = (value: boolean) => {
    settle(value);
    setOptions(null);
  };

  return (
    <ConfirmContext.Provider value={confirm}>
      {children}
      {options ? (
        <ConfirmDialog open {...options} onConfirm={() => answer(true)} onCancel={() => answer(false)} />
      ) : null}
    </ConfirmContext.Provider>
  );
}
