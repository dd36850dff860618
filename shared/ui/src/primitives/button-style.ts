import { css, type Theme } from '@emotion/react';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';
export type ButtonSize = 'sm' | 'md';

/**
 * The button look, for `Button` and for links that act as buttons:
 * `<Link to="/cart" css={buttonStyle('primary')}>` keeps link semantics with the same appearance.
 */
export const buttonStyle =
  (variant: ButtonVariant = 'secondary', size: ButtonSize = 'md') =>
  (theme: Theme) => [base(theme, size), variants[variant](theme)];

const base = (theme: Theme, size: ButtonSize) => css`
  position: relative;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${theme.space[2]};
  min-height: ${size === 'sm' ? theme.control.heightSm : theme.control.height};
  padding: 0 ${size === 'sm' ? theme.space[3] : theme.space[4]};
  font: inherit;
  font-size: ${size === 'sm' ? theme.fontSize.sm : theme.fontSize.md};
  font-weight: ${theme.fontWeight.medium};
  line-height: ${theme.lineHeight.tight};
  text-decoration: none;
  border: ${theme.borderWidth.thin} solid transparent;
  border-radius: ${theme.radius.md};
  cursor: pointer;
  transition:
    background ${theme.transition.fast},
    border-color ${theme.transition.fast},
    color ${theme.transition.fast};
  &:disabled,
  &[aria-disabled='true'] {
    cursor: not-allowed;
    opacity: ${theme.opacity.disabled};
  }
  &[aria-busy='true'] {
    cursor: progress;
  }
`;

// Hover and active only apply to a usable button, so a disabled one does not look clickable.
const usable = '&:not(:disabled):not([aria-disabled="true"])';

const variants: Record<ButtonVariant, (theme: Theme) => ReturnType<typeof css>> = {
  primary: (theme) => css`
    background: ${theme.color.primary};
    color: ${theme.color.onPrimary};
    ${usable}:hover {
      background: ${theme.color.primaryHover};
    }
    ${usable}:active {
      background: ${theme.color.primaryActive};
    }
  `,
  secondary: (theme) => css`
    background: ${theme.color.surface};
    color: ${theme.color.text};
    border-color: ${theme.color.borderStrong};
    ${usable}:hover {
      border-color: ${theme.color.primary};
      color: ${theme.color.primary};
    }
    ${usable}:active {
      background: ${theme.color.primarySoft};
    }
  `,
  ghost: (theme) => css`
    background: transparent;
    color: ${theme.color.text};
    ${usable}:hover {
      color: ${theme.color.primary};
      background: ${theme.color.primarySoft};
    }
    ${usable}:active {
      color: ${theme.color.primaryActive};
    }
  `,
  danger: (theme) => css`
    background: ${theme.color.danger};
    color: ${theme.color.onDanger};
    ${usable}:hover {
      background: ${theme.color.dangerHover};
    }
    ${usable}:active {
      background: ${theme.color.dangerActive};
    }
  `,
};
