import { css, type Theme } from '@emotion/react';

/** The look shared by text inputs, text areas and selects. */
export const controlStyle = (theme: Theme) => css`
  width: 100%;
  min-height: ${theme.control.height};
  padding: ${theme.space[2]} ${theme.space[3]};
  font: inherit;
  color: ${theme.color.text};
  background: ${theme.color.surface};
  border: 1px solid ${theme.color.borderStrong};
  border-radius: ${theme.radius.md};
  &:hover {
    border-color: ${theme.color.text};
  }
  &[aria-invalid='true'] {
    border-color: ${theme.color.danger};
  }
  &:disabled {
    background: ${theme.color.background};
    cursor: not-allowed;
  }
`;
