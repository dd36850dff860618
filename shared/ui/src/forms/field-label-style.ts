import { css, type Theme } from '@emotion/react';

/** The look of a field's label and of a radio group's legend. */
export const fieldLabelStyle = (theme: Theme) => css`
  display: block;
  margin-bottom: ${theme.space[1]};
  padding: 0;
  font-size: ${theme.fontSize.sm};
  font-weight: ${theme.fontWeight.medium};
`;

/** A field's parts stacked full width, with the space below each field of a form. */
export const fieldBlockStyle = (theme: Theme) => css`
  display: flex;
  flex-direction: column;
  min-width: 0;
  margin: 0 0 ${theme.space[4]};
`;
