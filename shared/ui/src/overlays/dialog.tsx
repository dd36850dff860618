import { css, type Theme } from '@emotion/react';
import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useFocusTrap } from './use-focus-trap';
import { useScrollLock } from './use-scroll-lock';

export interface DialogProps {
  open: boolean;
  /** The heading that names the dialog. */
  title: string;
  /** Read with the title when the dialog opens (a confirmation's question, for instance). */
  description?: ReactNode;
  /** Escape, the close button and a click outside call it; the owner then sets `open` to false. */
  onClose: () => void;
  /** Accessible name of the × button (translated by the app); without it there is none (Escape still closes). */
  closeLabel?: string;
  children?: ReactNode;
  /** Actions, laid out at the end of the dialog. */
  footer?: ReactNode;
}

/**
 * A modal dialog in a portal: focus moves into it on open and back to the opener on close, Tab stays inside,
 * Escape closes it, the page behind does not scroll, and it is labelled by its title (`aria-modal`).
 */
export function Dialog({ open, title, description, onClose, closeLabel, children, footer }: DialogProps) {
  const titleId = useId();
  const descriptionId = useId();
  const panel = useRef<HTMLDivElement>(null);
  const trapTab = useFocusTrap(panel, open);
  useScrollLock(open);

  if (!open) return null;

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      // A dialog opened from this one closes alone, not together with its parent.
      event.stopPropagation();
      onClose();
      return;
    }
    trapTab(event);
  };

  return createPortal(
    // The backdrop only catches what bubbles from the dialog (its keys) and a press outside it (Escape and the
    // close button do the same by keyboard): a presentation element, not a control.
    <div
      role="presentation"
      css={overlay}
      onMouseDown={(event) => event.target === event.currentTarget && onClose()}
      onKeyDown={onKeyDown}
    >
      <div
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={description ? descriptionId : undefined}
        tabIndex={-1}
        css={box}
      >
        <div css={head}>
          <h2 id={titleId}>{title}</h2>
          {closeLabel ? (
            <button type="button" aria-label={closeLabel} onClick={onClose} css={closeButton}>
              <span aria-hidden="true">×</span>
            </button>
          ) : null}
        </div>
        {description ? (
          <div id={descriptionId} css={descriptionStyle}>
            {description}
          </div>
        ) : null}
        {children}
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
  width: min(${theme.size.dialog}, 100%);
  max-height: 100%;
  overflow: auto;
  padding: ${theme.space[6]};
  color: ${theme.color.text};
  background: ${theme.color.surface};
  border-radius: ${theme.radius.lg};
  box-shadow: ${theme.shadow.lg};
  &:focus {
    outline: none;
  }
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
    line-height: ${theme.lineHeight.tight};
  }
`;

const descriptionStyle = (theme: Theme) => css`
  margin-bottom: ${theme.space[4]};
`;

const closeButton = (theme: Theme) => css`
  flex: none;
  min-width: ${theme.size.iconButton};
  min-height: ${theme.size.iconButton};
  margin: -${theme.space[2]} -${theme.space[2]} 0 0;
  font: inherit;
  font-size: ${theme.fontSize.xl};
  line-height: 1;
  color: ${theme.color.textMuted};
  background: none;
  border: 0;
  border-radius: ${theme.radius.sm};
  cursor: pointer;
  &:hover {
    color: ${theme.color.text};
    background: ${theme.color.background};
  }
`;

const foot = (theme: Theme) => css`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${theme.space[3]};
  margin-top: ${theme.space[6]};
`;
