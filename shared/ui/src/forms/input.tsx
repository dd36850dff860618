import type { InputHTMLAttributes, Ref } from 'react';
import { controlStyle } from './control-style';

export type InputProps = InputHTMLAttributes<HTMLInputElement> & { ref?: Ref<HTMLInputElement> };

/** A text-like input, labelled by the Field around it. Takes every prop and the ref (react-hook-form's register). */
export function Input(props: InputProps) {
  return <input css={controlStyle} {...props} />;
}
