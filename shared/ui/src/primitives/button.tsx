import { css } from '@emotion/react';
import type { ButtonHTMLAttributes, MouseEvent, Ref } from 'react';
import { buttonStyle, type ButtonSize, type ButtonVariant } from './button-style';
import { Spinner } from './spinner';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /**
   * Work in progress (a submit on its way): a spinner over the label, `aria-busy`, and clicks (so double
   * submits) blocked. The button stays focusable — a disabled one would drop keyboard focus mid-submit.
   */
  loading?: boolean;
  ref?: Ref<HTMLButtonElement>;
}

/** A native button (type "button" unless told otherwise, so it never submits a form by accident). */
export function Button({
  variant = 'secondary',
  size = 'md',
  loading = false,
  type = 'button',
  onClick,
  children,
  ...rest
}: ButtonProps) {
  const click = (event: MouseEvent<HTMLButtonElement>) => {
    // preventDefault also cancels the form submission a submit button's click would start.
    if (loading) event.preventDefault();
    else onClick?.(event);
  };
  return (
    <button
      type={type}
      aria-busy={loading || undefined}
      aria-disabled={loading || undefined}
      css={buttonStyle(variant, size)}
      onClick={click}
      {...rest}
    >
      {loading ? (
        <span css={overlay}>
          <Spinner />
        </span>
      ) : null}
      {/* The label stays in place (transparent) while loading: the width holds and the accessible name stays. */}
      <span css={loading ? hidden : undefined}>{children}</span>
    </button>
  );
}

const overlay = css`
  position: absolute;
  inset: 0;
  display: flex;
  align-items: center;
  justify-content: center;
`;

const hidden = css`
  opacity: 0;
`;
