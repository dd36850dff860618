import type { HTMLAttributes } from 'react';
import { visuallyHiddenStyle } from './visually-hidden-style';

export type VisuallyHiddenProps = HTMLAttributes<HTMLSpanElement>;

/** Text for screen readers only, e.g. the name of an icon-only control's state. */
export function VisuallyHidden(props: VisuallyHiddenProps) {
  return <span css={visuallyHiddenStyle} {...props} />;
}
