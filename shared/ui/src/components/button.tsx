import { css, type Theme } from '@emotion/react';
import type { ButtonHTMLAttributes, Ref } from 'react';
import { Spinner } from './spinner';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: 'sm' | 'md';
  /** Shows a spinner, keeps the label for width and screen readers, and blocks further clicks. */
  loading?: boolean;
  ref?: Ref<HTMLButtonElement>;
}

export function Button({
  variant = 'secondary',
  size = 'md',
  loading = false,
  disabled,
  type = 'button',
  children,
  ...rest
}: ButtonProps) {
  return (
    <button
      type={type}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      css={(theme: Theme) => [base(theme, size), variants[variant](theme)]}
      {...rest}
    >
      {loading ? <Spinner /> : null}
      <span>{children}</span>
    </button>
  );
}

const base = (theme: Theme, size: 'sm' | 'md') => css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${theme.space[2]};
  min-height: ${size === 'sm' ? theme.control.heightSm : theme.control.height};
  padding: 0 ${size === 'sm' ? theme.space[3] : theme.space[4]};
  font: inherit;
  font-size: ${size === 'sm' ? theme.fontSize.sm : theme.fontSize.md};
  font-weight: ${theme.fontWeight.medium};
  border: 1px solid transparent;
  border-radius: ${theme.radius.md};
  cursor: pointer;
  transition:
    background ${theme.transition.fast},
    border-color ${theme.transition.fast};
  &:disabled {
    cursor: not-allowed;
    opacity: 0.6;
  }
`;

const variants: Record<ButtonVariant, (theme: Theme) => ReturnType<typeof css>> = {
  primary: (theme) => css`
    background: ${theme.color.primary};
    color: ${theme.color.onPrimary};
    &:hover:not(:disabled) {
      background: ${theme.color.primaryHover};
    }
  `,
  secondary: (theme) => css`
    background: ${theme.color.surface};
    color: ${theme.color.text};
    border-color: ${theme.color.borderStrong};
    &:hover:not(:disabled) {
      border-color: ${theme.color.primary};
      color: ${theme.color.primary};
    }
  `,
  ghost: (theme) => css`
    background: transparent;
    color: ${theme.color.text};
    &:hover:not(:disabled) {
      color: ${theme.color.primary};
      background: ${theme.color.primarySoft};
    }
  `,
  danger: (theme) => css`
    background: ${theme.color.danger};
    color: ${theme.color.onDanger};
    &:hover:not(:disabled) {
      filter: brightness(0.9);
    }
  `,
};
