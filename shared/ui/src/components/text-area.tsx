import type { Ref, TextareaHTMLAttributes } from 'react';
import { controlStyle } from './control-style';

export type TextAreaProps = TextareaHTMLAttributes<HTMLTextAreaElement> & { ref?: Ref<HTMLTextAreaElement> };

export function TextArea(props: TextAreaProps) {
  return <textarea css={controlStyle} rows={4} {...props} />;
}
