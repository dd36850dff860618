import { css, type Theme } from '@emotion/react';
import { visuallyHiddenStyle } from '../primitives/visually-hidden-style';

/**
 * The "required" marker after a label: an asterisk for the eye (hidden from screen readers, which would read
 * "star") and the app's translated word, e.g. "(required)", for screen readers.
 */
export function RequiredMark({ label }: { label: string | undefined }) {
  return (
    <>
      <span aria-hidden="true" css={mark}>
        {' *'}
      </span>
      {label ? <span css={visuallyHiddenStyle}> {label}</span> : null}
    </>
  );
}

const mark = (theme: Theme) => css`
  color: ${theme.color.danger};
`;
