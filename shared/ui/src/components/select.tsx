import type { Ref, SelectHTMLAttributes } from 'react';
import { controlStyle } from './control-style';

export type SelectProps = SelectHTMLAttributes<HTMLSelectElement> & { ref?: Ref<HTMLSelectElement> };

/** A native select (keyboard and screen readers work as the platform does); use it inside a Field. */
export function Select(props: SelectProps) {
  return <select css={controlStyle} {...props} />;
}
