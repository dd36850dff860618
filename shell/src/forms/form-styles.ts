import { css, type Theme } from '@emotion/react';

/** Shared look of the customer pages' forms. */
export const formActions = (theme: Theme) => css`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[3]};
  margin-top: ${theme.space[2]};
  & > button {
    width: 100%;
  }
`;

export const formLinks = (theme: Theme) => css`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${theme.space[2]};
  margin-top: ${theme.space[4]};
  font-size: ${theme.fontSize.sm};
  & a {
    color: ${theme.color.primary};
  }
`;

export const nameRow = (theme: Theme) => css`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${theme.space[3]};
  @media (max-width: ${theme.breakpoint.sm}) {
    grid-template-columns: 1fr;
  }
`;
