import { css, type Theme } from '@emotion/react';
import { visuallyHiddenStyle } from '../primitives/visually-hidden-style';
import { useUiLabels } from '../theme/ui-labels';

/**
 * The "required" marker after a label: an asterisk for the eye (hidden from screen readers, which would read
 * "star") and the app's translated word, e.g. "(required)", for screen readers: the one given, else the
 * UiProvider's.
 */
export function RequiredMark({ label }: { label: string | undefined }) {
  const labels = useUiLabels();
  const spoken = label ?? labels.required;
  return (
    <>
      <span aria-hidden="true" css={mark}>
        {' *'}
      </span>
      {spoken ? <span css={visuallyHiddenStyle}> {spoken}</span> : null}
    </>
  );
}

const mark = (theme: Theme) => css`
  color: ${theme.color.danger};
`;
