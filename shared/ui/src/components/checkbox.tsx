import { css, type Theme } from '@emotion/react';
import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';

export interface CheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  label: ReactNode;
  ref?: Ref<HTMLInputElement>;
}

/** A checkbox with its own label (clicking the text toggles it). */
export function Checkbox({ label, id, ...rest }: CheckboxProps) {
  const generated = useId();
  const inputId = id ?? generated;
  return (
    <div css={row}>
      <input type="checkbox" id={inputId} {...rest} />
      <label htmlFor={inputId}>{label}</label>
    </div>
  );
}

const row = (theme: Theme) => css`
  display: flex;
  align-items: center;
  gap: ${theme.space[2]};
  & > input {
    width: 1.125rem;
    height: 1.125rem;
    accent-color: ${theme.color.primary};
  }
`;
