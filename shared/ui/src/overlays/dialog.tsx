import { css, type Theme } from '@emotion/react';
import { useId, useLayoutEffect, useRef, type MouseEvent, type ReactNode, type SyntheticEvent } from 'react';
import { createPortal } from 'react-dom';
import { raiseToasts } from '../feedback/toast-layer';
import { cluster } from '../layout/layout-primitives';
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
 * A modal `<dialog>` opened with `showModal()` (decision 037): the browser puts it in the top layer, makes the
 * page behind inert (unreachable by Tab, pointer and screen readers), focuses its first control and turns Escape
 * into a `cancel` event. The kit adds what the browser leaves out: focus back on the opener when the owner closes
 * it by unmounting, a page behind that does not scroll, and the toasts above it.
 */
export function Dialog({ open, title, description, onClose, closeLabel, children, footer }: DialogProps) {
  const titleId = useId();
  const descriptionId = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  // Set while the kit closes the dialog itself, so the `close` event that follows is not reported to the owner.
  const closing = useRef(false);
  useScrollLock(open);

  useLayoutEffect(() => {
    const element = dialog.current;
    if (!open || !element) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    closing.current = false;
    element.showModal();
    raiseToasts();
    return () => {
      closing.current = true;
      // Closed before React removes it: a removed dialog gives focus to nobody (the body), a closed one to the
      // element focused before it opened. Given back by hand too, for browsers that do not.
      element.close();
      if (opener?.isConnected && !opener.contains(document.activeElement)) opener.focus();
    };
  }, [open]);

  if (!open) return null;

  const onCancel = (event: SyntheticEvent<HTMLDialogElement>) => {
    // The owner closes it (by setting `open` to false), as with every other way out.
    event.preventDefault();
    onClose();
  };
  // The browser closed it on its own (a second Escape it would not let the page cancel): the owner hears of it.
  // A late event of an earlier close, the dialog open again since (an effect run twice), is not that.
  const onNativeClose = (event: SyntheticEvent<HTMLDialogElement>) => {
    if (!closing.current && !event.currentTarget.open) onClose();
  };
  // The content fills the dialog's box, so a press on the dialog element itself is a press on its backdrop.
  const onBackdrop = (event: MouseEvent<HTMLDialogElement>) => {
    if (event.target === event.currentTarget) onClose();
  };

  return createPortal(
    // Pointer users close it by its backdrop; keyboard users have Escape and the close button.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <dialog
      ref={dialog}
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      css={box}
      onCancel={onCancel}
      onClose={onNativeClose}
      onMouseDown={onBackdrop}
    >
      <div css={content}>
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
    </dialog>,
    document.body,
  );
}

// The dialog is a frame a space from the window's edges; its content scrolls inside it, so a press on the
// dialog element itself (not on a scroll bar) is always on the backdrop.
const box = (theme: Theme) => css`
  width: min(${theme.size.dialog}, calc(100% - 2 * ${theme.space[4]}));
  max-width: none;
  max-height: calc(100% - 2 * ${theme.space[4]});
  margin: auto;
  padding: 0;
  overflow: hidden;
  &[open] {
    display: flex;
    flex-direction: column;
  }
  color: ${theme.color.text};
  background: ${theme.color.surface};
  border: 0;
  border-radius: ${theme.radius.lg};
  box-shadow: ${theme.shadow.lg};
  &:focus {
    outline: none;
  }
  &::backdrop {
    background: ${theme.color.overlay};
  }
`;

const content = (theme: Theme) => css`
  min-height: 0;
  overflow: auto;
  padding: ${theme.space[6]};
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
  ${cluster(3)(theme)}
  justify-content: flex-end;
  margin-top: ${theme.space[6]};
`;
