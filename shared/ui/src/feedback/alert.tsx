import { css, type Theme } from '@emotion/react';
import type { ReactNode } from 'react';

/**
 * A message about what just failed (a submit, an action), announced at once and kept beside the form or the
 * button it concerns; `children` may add a way on (a link).
 */
export function Alert({ message, children }: { message: string; children?: ReactNode }) {
  return <AlertRegion message={message}>{children}</AlertRegion>;
}

/**
 * An alert whose live region is in the page before its first message, empty and taking no room (`message` null):
 * a screen reader reads a region's changes, and a region added together with its words may go unread. For a
 * failure a page expects may come (a payment refused).
 */
export function AlertRegion({ message, children }: { message: string | null; children?: ReactNode }) {
  return (
    <div role="alert" css={message === null ? undefined : box}>
      {message === null ? null : (
        <>
          <p>{message}</p>
          {children}
        </>
      )}
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
