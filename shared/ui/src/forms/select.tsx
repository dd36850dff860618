import type { Ref, SelectHTMLAttributes } from 'react';
import { controlStyle } from './control-style';

export type SelectProps = SelectHTMLAttributes<HTMLSelectElement> & { ref?: Ref<HTMLSelectElement> };

/**
 * A native select, labelled by the Field around it: keyboard, screen readers and phones' pickers work as the
 * platform does. The options are its children. Takes every prop and the ref (react-hook-form).
 */
export function Select(props: SelectProps) {
  return <select css={controlStyle} {...props} />;
}
