import { css, type Theme } from '@emotion/react';

/** The look shared by text inputs, text areas and selects. */
export const controlStyle = (theme: Theme) => css`
  width: 100%;
  min-height: ${theme.control.height};
  padding: ${theme.space[2]} ${theme.space[3]};
  font: inherit;
  color: ${theme.color.text};
  background: ${theme.color.surface};
  border: ${theme.borderWidth.thin} solid ${theme.color.borderStrong};
  border-radius: ${theme.radius.md};
  transition: border-color ${theme.transition.fast};
  &:hover:not(:disabled) {
    border-color: ${theme.color.text};
  }
  &[aria-invalid='true'] {
    border-color: ${theme.color.danger};
    box-shadow: inset 0 0 0 ${theme.borderWidth.thin} ${theme.color.danger};
  }
  &:disabled {
    color: ${theme.color.textMuted};
    background: ${theme.color.background};
    cursor: not-allowed;
  }
`;

/** The look of the native box of a checkbox or radio. */
export const checkStyle = (theme: Theme) => css`
  flex: none;
  width: ${theme.size.check};
  height: ${theme.size.check};
  margin: 0;
  accent-color: ${theme.color.primary};
`;
