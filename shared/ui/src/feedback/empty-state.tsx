import { css, type Theme } from '@emotion/react';
import type { ReactNode } from 'react';

export interface EmptyStateProps {
  title: string;
  description?: string;
  /** The next step, e.g. a link back to the catalogue. */
  action?: ReactNode;
}

/** Nothing to show yet (empty cart, no orders): says so and offers the next step. */
export function EmptyState({ title, description, action }: EmptyStateProps) {
  return (
    <section css={box}>
      <h2>{title}</h2>
      {description ? <p>{description}</p> : null}
      {action}
    </section>
  );
}

const box = (theme: Theme) => css`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${theme.space[2]};
  padding: ${theme.space[8]} ${theme.space[4]};
  text-align: center;
  & > h2 {
    margin: 0;
    font-size: ${theme.fontSize.lg};
  }
  & > p {
    margin: 0;
    color: ${theme.color.textMuted};
  }
  /* The way out ('Continue shopping') stands alone: a finger-sized target. */
  & > a {
    display: inline-flex;
    align-items: center;
    min-height: ${theme.size.tapTargetMin};
  }
`;
