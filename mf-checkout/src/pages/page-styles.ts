import { css, type Theme } from '@emotion/react';

/** The one heading of each checkout page. */
export const pageTitle = (theme: Theme) => css`
  margin: 0 0 ${theme.space[4]};
  font-size: ${theme.fontSize.xl};
`;

/** A block of a page under its own heading (delivery, warehouse, totals). */
export const block = (theme: Theme) => css`
  margin: 0 0 ${theme.space[6]};
  padding: ${theme.space[4]};
  background: ${theme.color.surface};
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius.md};
  & > h2 {
    margin: 0 0 ${theme.space[3]};
    font-size: ${theme.fontSize.lg};
  }
`;
