import { css, type Theme } from '@emotion/react';
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';

export interface DialogProps {
  open: boolean;
  title: string;
  onClose: () => void;
  /** Accessible name of the × button (translated by the app); without it there is none (Escape still closes). */
  closeLabel?: string;
  children: ReactNode;
  footer?: ReactNode;
}

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * A modal dialog: focus moves into it on open and back to the opener on close, Tab stays inside, Escape and
 * the close button close it, and it is labelled by its title.
 */
export function Dialog({ open, title, onClose, closeLabel, children, footer }: DialogProps) {
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const opener = document.activeElement as HTMLElement | null;
    const first = panel.current?.querySelector<HTMLElement>(FOCUSABLE);
    (first ?? panel.current)?.focus();
    return () => opener?.focus();
  }, [open]);

  if (!open) return null;

  const onKeyDown = (event: React.KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
      return;
    }
    if (event.key !== 'Tab' || !panel.current) return;
    const items = [...panel.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
    if (items.length === 0) return;
    const first = items[0]!;
    const last = items[items.length - 1]!;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return createPortal(
    <div css={overlay} onMouseDown={(event) => event.target === event.currentTarget && onClose()}>
      <div
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        css={box}
        onKeyDown={onKeyDown}
      >
        <div css={head}>
          <h2 id={titleId}>{title}</h2>
          {closeLabel ? (
            <button type="button" aria-label={closeLabel} onClick={onClose} css={closeButton}>
              ×
            </button>
          ) : null}
        </div>
        <div>{children}</div>
        {footer ? <div css={foot}>{footer}</div> : null}
      </div>
    </div>,
    document.body,
  );
}

const overlay = (theme: Theme) => css`
  position: fixed;
  inset: 0;
  z-index: ${theme.zIndex.dialog};
  display: flex;
  align-items: center;
  justify-content: center;
  padding: ${theme.space[4]};
  background: ${theme.color.overlay};
`;

const box = (theme: Theme) => css`
  width: min(32rem, 100%);
  max-height: calc(100vh - 2rem);
  overflow: auto;
  padding: ${theme.space[6]};
  background: ${theme.color.surface};
  border-radius: ${theme.radius.lg};
  box-shadow: ${theme.shadow.lg};
`;

const head = (theme: Theme) => css`
  display: flex;
  justify-content: space-between;
  align-items: flex-start;
  gap: ${theme.space[4]};
  margin-bottom: ${theme.space[4]};
  & > h2 {
    margin: 0;
    font-size: ${theme.fontSize.lg};
  }
`;

const closeButton = (theme: Theme) => css`
  min-width: 2rem;
  min-height: 2rem;
  font: inherit;
  font-size: ${theme.fontSize.xl};
  line-height: 1;
  background: none;
  border: 0;
  color: ${theme.color.textMuted};
  cursor: pointer;
`;

const foot = (theme: Theme) => css`
  display: flex;
  justify-content: flex-end;
  gap: ${theme.space[3]};
  margin-top: ${theme.space[6]};
`;
