import type { Ref, TextareaHTMLAttributes } from 'react';
import { controlStyle } from './control-style';

export type TextAreaProps = TextareaHTMLAttributes<HTMLTextAreaElement> & { ref?: Ref<HTMLTextAreaElement> };

/** A multi-line input, labelled by the Field around it. Takes every prop and the ref (react-hook-form). */
export function TextArea(props: TextAreaProps) {
  return <textarea css={controlStyle} rows={4} {...props} />;
}
