import { css, type Theme } from '@emotion/react';
import { useEffect, useState, type FocusEvent } from 'react';
import type { ToastAction } from './toast-context';

export type ToastKind = 'success' | 'error';

export interface ToastItemProps {
  id: number;
  kind: ToastKind;
  text: string;
  /** A button beside the text ("Undo"); using it closes the toast. */
  action?: ToastAction;
  closeLabel: string;
  /** Milliseconds before it closes by itself. */
  duration: number;
  onDismiss: (id: number) => void;
}

/**
 * One message. It closes by itself after `duration`, but not while the pointer is over it or focus is in it
 * (so it can be read, or its close button reached, at any pace).
 */
export function ToastItem({ id, kind, text, action, closeLabel, duration, onDismiss }: ToastItemProps) {
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const paused = hovered || focused;

  useEffect(() => {
    if (paused) return;
    const timer = setTimeout(() => onDismiss(id), duration);
    return () => clearTimeout(timer);
  }, [paused, duration, id, onDismiss]);

  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
  };

  return (
    <div
      css={(theme: Theme) => box(theme, kind)}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={onBlur}
    >
      <span css={message}>{text}</span>
      {action ? (
        <button
          type="button"
          css={actionButton}
          onClick={() => {
            action.onAction();
            onDismiss(id);
          }}
        >
          {action.label}
        </button>
      ) : null}
      <button type="button" aria-label={closeLabel} onClick={() => onDismiss(id)} css={close}>
        <span aria-hidden="true">×</span>
      </button>
    </div>
  );
}

const box = (theme: Theme, kind: ToastKind) => css`
  display: flex;
  align-items: flex-start;
  gap: ${theme.space[3]};
  margin-bottom: ${theme.space[2]};
  padding: ${theme.space[3]} ${theme.space[4]};
  color: ${kind === 'success' ? theme.color.success : theme.color.danger};
  background: ${kind === 'success' ? theme.color.successSoft : theme.color.dangerSoft};
  border: ${theme.borderWidth.thin} solid currentColor;
  border-radius: ${theme.radius.md};
  box-shadow: ${theme.shadow.md};
`;

const close = (theme: Theme) => css`
  flex: none;
  min-width: ${theme.size.iconButton};
  min-height: ${theme.size.iconButton};
  margin: -${theme.space[1]} -${theme.space[2]} -${theme.space[1]} auto;
  font: inherit;
  font-size: ${theme.fontSize.lg};
  line-height: 1;
  color: inherit;
  background: none;
  border: 0;
  border-radius: ${theme.radius.sm};
  cursor: pointer;
`;

const actionButton = (theme: Theme) => css`
  flex: none;
  min-height: ${theme.size.iconButton};
  margin: -${theme.space[1]} 0;
  padding: 0 ${theme.space[2]};
  font: inherit;
  font-weight: ${theme.fontWeight.medium};
  color: inherit;
  text-decoration: underline;
  background: none;
  border: 0;
  border-radius: ${theme.radius.sm};
  cursor: pointer;
`;

// The text takes the room left, so the buttons keep to the end of the line.
const message = css`
  flex: 1;
  min-width: 0;
`;
