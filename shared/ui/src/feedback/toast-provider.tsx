import { css, type Theme } from '@emotion/react';
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { ToastContext, type ToastAction, type ToastApi, type ToastOptions } from './toast-context';
import { ToastItem, type ToastKind } from './toast-item';
import { raiseToasts, TOAST_INSET_TOP, toastLayerProps } from './toast-layer';

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
 * popups and, being a popover in the top layer, above an open modal dialog too (decision 037), at the top of the
 * window below the header (`useToastsBelow`), clear of the header's controls and of the pages' actions (decision 042). A toast may carry one action ("Undo"), a real button reached by
 * keyboard; focus in it keeps the toast open.
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

  const layer = useRef<HTMLDivElement>(null);
  const count = toasts.length;
  // Shown once, so the live regions are in the page before any message. After the first paint, not in the
  // commit: showing a popover makes the browser lay the page out then and there, which in a layout effect lengthened
  // the first render's one long task. A message that arrives while a modal dialog is open brings the layer back
  // above it (a dialog opened after the layer raises it itself).
  useEffect(() => {
    if (layer.current) raiseToasts(layer.current);
  }, []);
  useLayoutEffect(() => {
    if (count > 0 && layer.current && document.querySelector('dialog[open]')) raiseToasts(layer.current);
  }, [count]);

  const region = (kind: ToastKind) =>
    toasts
      .filter((t) => t.kind === kind)
      .map((t) => <ToastItem key={t.id} {...t} closeLabel={closeLabel} duration={duration} onDismiss={dismiss} />);

  return (
    <ToastContext.Provider value={api}>
      {children}
      <div ref={layer} {...toastLayerProps} css={stack}>
        <div role="status">{region('success')}</div>
        <div role="alert">{region('error')}</div>
      </div>
    </ToastContext.Provider>
  );
}

// At the top of the window, centred, below the page's header (decision 042): at the bottom they covered the cart's
// "Check out" and the phone's action bars, and on the header they covered its controls. `useToastsBelow` in the
// header sets how far down it reaches; without a header they keep a step from the top.
// A popover's own look (centred, framed, padded, opaque) undone: the layer is only a place for the toasts.
const stack = (theme: Theme) => css`
  position: fixed;
  inset: auto;
  top: calc(var(${TOAST_INSET_TOP}, ${theme.space[2]}) + ${theme.space[2]});
  left: 0;
  right: 0;
  z-index: ${theme.zIndex.toast};
  width: min(${theme.size.toast}, calc(100vw - 2 * ${theme.space[4]}));
  height: auto;
  margin: 0 auto;
  padding: 0;
  overflow: visible;
  color: inherit;
  background: none;
  border: 0;
`;
