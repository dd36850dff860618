import { css, type Theme } from '@emotion/react';
import { cluster, stack } from '@shop/ui';

/** Shared look of the customer pages' forms. */
export const formActions = (theme: Theme) => css`
  ${stack(3)(theme)}
  margin-top: ${theme.space[2]};
  & > button {
    width: 100%;
  }
`;

export const formLinks = (theme: Theme) => css`
  ${cluster(2)(theme)}
  align-items: center;
  justify-content: space-between;
  margin-top: ${theme.space[4]};
  font-size: ${theme.fontSize.sm};
  & a {
    color: ${theme.color.primary};
  }
  /* A link standing alone is a tap target of its own: at least 24 px high on a phone (WCAG 2.5.8). */
  & > a {
    display: inline-flex;
    align-items: center;
    min-height: ${theme.control.heightSm};
  }
`;

export const nameRow = (theme: Theme) => css`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${theme.space[3]};
  ${theme.media.down.sm} {
    grid-template-columns: 1fr;
  }
`;
