import type { ReactNode } from 'react';
import { FieldError } from './field-error';
import { FieldHint } from './field-hint';
import { fieldBlockStyle, fieldLabelStyle } from './field-label-style';
import { visuallyHiddenStyle } from '../primitives/visually-hidden-style';
import { RequiredMark } from './required-mark';
import { useFieldIds } from './use-field-ids';

/** What a control inside a Field must receive to be labelled and described. */
export interface FieldControlProps {
  id: string;
  'aria-invalid': boolean;
  'aria-describedby': string | undefined;
  'aria-required': boolean | undefined;
}

export interface FieldProps {
  label: ReactNode;
  /** The error text (already translated); its presence marks the control invalid. */
  error?: string | undefined;
  hint?: ReactNode;
  /** The label is read by screen readers but not shown, where the page already says it (a table's column). */
  labelHidden?: boolean;
  required?: boolean;
  /** Read after the label by screen readers when required, e.g. "(required)" — translated by the app. */
  requiredLabel?: string;
  /** Renders the one control, spreading what it is given: `{(p) => <Input {...p} {...register('email')} />}`. */
  children: (control: FieldControlProps) => ReactNode;
}

/**
 * The one field wrapper: it owns the label, the hint and error texts and the control's `aria-invalid` and
 * `aria-describedby`, so no form can forget them.
 */
export function Field({ label, error, hint, labelHidden, required, requiredLabel, children }: FieldProps) {
  const { id, hintId, errorId, describedBy, invalid } = useFieldIds({ hint, error });
  return (
    <div css={fieldBlockStyle}>
      <label htmlFor={id} css={labelHidden ? visuallyHiddenStyle : fieldLabelStyle}>
        {label}
        {required ? <RequiredMark label={requiredLabel} /> : null}
      </label>
      {hintId ? <FieldHint id={hintId}>{hint}</FieldHint> : null}
      {children({
        id,
        'aria-invalid': invalid,
        'aria-describedby': describedBy,
        'aria-required': required || undefined,
      })}
      <FieldError id={errorId} error={error} />
    </div>
  );
}
