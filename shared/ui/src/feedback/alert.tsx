import { css, type Theme } from '@emotion/react';
import type { ReactNode } from 'react';

/**
 * A message about what just failed (a submit, an action), announced at once and kept beside the form or the
 * button it concerns; `children` may add a way on (a link).
 */
export function Alert({ message, children }: { message: string; children?: ReactNode }) {
  return (
    <div role="alert" css={box}>
      <p>{message}</p>
      {children}
    </div>
  );
}

const box = (theme: Theme) => css`
  margin-bottom: ${theme.space[4]};
  padding: ${theme.space[3]} ${theme.space[4]};
  color: ${theme.color.danger};
  background: ${theme.color.dangerSoft};
  border: ${theme.borderWidth.thin} solid currentColor;
  border-radius: ${theme.radius.md};
  & > p {
    margin: 0;
  }
`;
