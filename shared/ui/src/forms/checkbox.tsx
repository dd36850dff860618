import { css, type Theme } from '@emotion/react';
import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import { checkStyle } from './control-style';
import { FieldError } from './field-error';
import { FieldHint } from './field-hint';
import { fieldBlockStyle } from './field-label-style';
import { RequiredMark } from './required-mark';
import { useFieldIds } from './use-field-ids';

export interface CheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  /** The text beside the box; clicking it toggles the box. */
  label: ReactNode;
  /** The error text (already translated), e.g. for terms that must be accepted. */
  error?: string | undefined;
  hint?: ReactNode;
  /** Read after the label by screen readers when `required`, e.g. "(required)". */
  requiredLabel?: string;
  ref?: Ref<HTMLInputElement>;
}

/**
 * A checkbox with its own label beside it, wired like a Field (`aria-invalid`, `aria-describedby` to its hint
 * and error). Spread react-hook-form's `register` into it; the ref reaches the input.
 */
export function Checkbox({ label, error, hint, required, requiredLabel, id: givenId, ...rest }: CheckboxProps) {
  const ids = useFieldIds({ hint, error });
  const id = givenId ?? ids.id;
  return (
    <div css={fieldBlockStyle}>
      <div css={row}>
        <input
          {...rest}
          type="checkbox"
          id={id}
          required={required}
          aria-invalid={ids.invalid}
          aria-describedby={ids.describedBy}
          css={checkStyle}
        />
        <label htmlFor={id}>
          {label}
          {required ? <RequiredMark label={requiredLabel} /> : null}
        </label>
      </div>
      {ids.hintId ? <FieldHint id={ids.hintId}>{hint}</FieldHint> : null}
      <FieldError id={ids.errorId} error={error} />
    </div>
  );
}

const row = (theme: Theme) => css`
  display: flex;
  align-items: center;
  gap: ${theme.space[2]};
  /* The label is the finger's target (it toggles the box): 24 px high at least, even where the root font is
     below 16 px (the narrowest phones). */
  & > label {
    display: inline-flex;
    align-items: center;
    min-height: ${theme.size.tapTargetMin};
  }
`;
