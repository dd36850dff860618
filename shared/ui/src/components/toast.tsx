import { css, type Theme } from '@emotion/react';
import { createContext, useCallback, useContext, useMemo, useRef, useState, type ReactNode } from 'react';

type ToastKind = 'success' | 'error';
interface ToastItem {
  id: number;
  kind: ToastKind;
  text: string;
}

export interface ToastApi {
  success(text: string): void;
  error(text: string): void;
}

const ToastContext = createContext<ToastApi | null>(null);
const DISMISS_MS = 5000;

/**
 * Short messages ('Add to cart successfully'). Success is announced politely (role=status), errors at once
 * (role=alert). Each closes by itself or with its close button.
 */
export function ToastProvider({ closeLabel, children }: { closeLabel: string; children: ReactNode }) {
  const [items, setItems] = useState<ToastItem[]>([]);
  const next = useRef(0);
  const dismiss = useCallback((id: number) => setItems((list) => list.filter((t) => t.id !== id)), []);
  const show = useCallback(
    (kind: ToastKind, text: string) => {
      const id = ++next.current;
      setItems((list) => [...list, { id, kind, text }]);
      setTimeout(() => dismiss(id), DISMISS_MS);
    },
    [dismiss],
  );
  const api = useMemo<ToastApi>(() => ({ success: (t) => show('success', t), error: (t) => show('error', t) }), [show]);
  const render = (kind: ToastKind) =>
    items
      .filter((t) => t.kind === kind)
      .map((t) => (
        <div key={t.id} css={(theme: Theme) => toast(theme, kind)}>
          <span>{t.text}</span>
          <button type="button" aria-label={closeLabel} onClick={() => dismiss(t.id)} css={close}>
            ×
          </button>
        </div>
      ));
  return (
    <ToastContext.Provider value={api}>
      {children}
      <div css={region}>
        <div role="status">{render('success')}</div>
        <div role="alert">{render('error')}</div>
      </div>
    </ToastContext.Provider>
  );
}

export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast needs a ToastProvider above it');
  return api;
}

const region = (theme: Theme) => css`
  position: fixed;
  top: ${theme.space[4]};
  right: ${theme.space[4]};
  z-index: ${theme.zIndex.toast};
  display: flex;
  flex-direction: column;
  gap: ${theme.space[2]};
  max-width: min(24rem, calc(100vw - 2rem));
`;

const toast = (theme: Theme, kind: ToastKind) => css`
  display: flex;
  align-items: flex-start;
  gap: ${theme.space[3]};
  margin-bottom: ${theme.space[2]};
  padding: ${theme.space[3]} ${theme.space[4]};
  border-radius: ${theme.radius.md};
  box-shadow: ${theme.shadow.md};
  background: ${kind === 'success' ? theme.color.successSoft : theme.color.dangerSoft};
  color: ${kind === 'success' ? theme.color.success : theme.color.danger};
  border: 1px solid currentColor;
`;

const close = (theme: Theme) => css`
  margin-left: auto;
  min-width: 1.5rem;
  font: inherit;
  font-size: ${theme.fontSize.lg};
  line-height: 1;
  color: inherit;
  background: none;
  border: 0;
  cursor: pointer;
`;
