import { css, type Theme } from '@emotion/react';
import { useCallback, useMemo, useRef, useState, type ReactNode } from 'react';
import { ToastContext, type ToastAction, type ToastApi, type ToastOptions } from './toast-context';
import { ToastItem, type ToastKind } from './toast-item';

export interface ToastProviderProps {
  /** Accessible name of each toast's close button, e.g. "Close notification" (translated by the app). */
  closeLabel: string;
  /** Milliseconds a toast stays; 5 seconds unless told. */
  duration?: number;
  children: ReactNode;
}

interface Toast {
  id: number;
  kind: ToastKind;
  text: string;
  action?: ToastAction;
}

const DEFAULT_DURATION_MS = 5000;

/**
 * Hosts the toasts behind `useToast()` (spec 8: 'Add to cart successfully', 'Submission failed, please try
 * again'). Success goes to a polite live region (role=status), errors to an assertive one (role=alert); both
 * regions are always in the page so screen readers are listening before a message arrives. They sit above
 * popups and dialogs (`theme.zIndex.toast`), at the bottom of the window, clear of the header's controls. A toast
 * may carry one action ("Undo"), a real button reached by keyboard; focus in it keeps the toast open.
 */
export function ToastProvider({ closeLabel, duration = DEFAULT_DURATION_MS, children }: ToastProviderProps) {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const lastId = useRef(0);
  const dismiss = useCallback((id: number) => setToasts((list) => list.filter((t) => t.id !== id)), []);
  const api = useMemo<ToastApi>(() => {
    const show = (kind: ToastKind, text: string, options: ToastOptions = {}) => {
      const id = ++lastId.current;
      setToasts((list) => [...list, { id, kind, text, ...(options.action ? { action: options.action } : {}) }]);
    };
    return {
      success: (text, options) => show('success', text, options),
      error: (text, options) => show('error', text, options),
    };
  }, []);

  const region = (kind: ToastKind) =>
    toasts
      .filter((t) => t.kind === kind)
      .map((t) => <ToastItem key={t.id} {...t} closeLabel={closeLabel} duration={duration} onDismiss={dismiss} />);

  return (
    <ToastContext.Provider value={api}>
      {children}
      <div css={stack}>
        <div role="status">{region('success')}</div>
        <div role="alert">{region('error')}</div>
      </div>
    </ToastContext.Provider>
  );
}

// At the bottom: at the top they covered the header's language and account controls.
const stack = (theme: Theme) => css`
  position: fixed;
  bottom: ${theme.space[4]};
  right: ${theme.space[4]};
  z-index: ${theme.zIndex.toast};
  width: min(${theme.size.toast}, calc(100vw - 2 * ${theme.space[4]}));
`;
