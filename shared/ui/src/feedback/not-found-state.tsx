import { css, type Theme } from '@emotion/react';
import { useId } from 'react';

export interface NotFoundStateProps {
  /** The page's translated 'Page not found: {path}' (spec 2 and 8 word it per case). */
  message: string;
}

/** What a page says when the thing its address names does not exist: the page's one heading. */
export function NotFoundState({ message }: NotFoundStateProps) {
  const titleId = useId();
  return (
    <section css={box} aria-labelledby={titleId}>
      <h1 id={titleId}>{message}</h1>
    </section>
  );
}

const box = (theme: Theme) => css`
  padding: ${theme.space[8]} ${theme.space[4]};
  text-align: center;
  & > h1 {
    font-size: ${theme.fontSize.xl};
    /* A long unknown path must wrap rather than widen the page. */
    overflow-wrap: anywhere;
  }
`;
