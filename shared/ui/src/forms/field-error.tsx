import { css, type Theme } from '@emotion/react';

/**
 * The error text of a field. It is always in the page (empty when valid) so the polite live region exists
 * before the text arrives; the control's `aria-describedby` points here too, so it is read on focus as well.
 */
export function FieldError({ id, error }: { id: string; error: string | undefined }) {
  return (
    <div id={id} aria-live="polite" css={style}>
      {error}
    </div>
  );
}

const style = (theme: Theme) => css`
  color: ${theme.color.danger};
  font-size: ${theme.fontSize.sm};
  &:not(:empty) {
    margin-top: ${theme.space[1]};
  }
`;
