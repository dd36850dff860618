import { css, type Theme } from '@emotion/react';
import type { ChangeEvent, InputHTMLAttributes, ReactNode, Ref } from 'react';
import { checkStyle } from './control-style';
import { FieldError } from './field-error';
import { FieldHint } from './field-hint';
import { fieldLabelStyle } from './field-label-style';
import { RequiredMark } from './required-mark';
import { useFieldIds } from './use-field-ids';

export interface RadioOption {
  value: string;
  label: ReactNode;
  disabled?: boolean;
}

type NativeRadioProps = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'type' | 'value' | 'defaultValue' | 'checked' | 'defaultChecked' | 'onChange' | 'id'
>;

export interface RadioGroupProps extends NativeRadioProps {
  /** Names the choice; read when entering the group. */
  legend: ReactNode;
  name: string;
  options: readonly RadioOption[];
  /** The chosen value of a controlled group (null: none yet); leave it out with react-hook-form's `register`. */
  value?: string | null;
  defaultValue?: string;
  /** The native change event, e.g. react-hook-form's `register(name).onChange`. */
  onChange?: (event: ChangeEvent<HTMLInputElement>) => void;
  /** The chosen value, for controlled use. */
  onValueChange?: (value: string) => void;
  error?: string | undefined;
  hint?: ReactNode;
  /** Read after the legend by screen readers when `required`, e.g. "(required)". */
  requiredLabel?: string;
  /** Given to every radio (react-hook-form tracks a radio group through all its inputs). */
  ref?: Ref<HTMLInputElement>;
}

/**
 * Radios in a fieldset whose legend names the choice. Arrow keys move between the radios (native behaviour);
 * the hint and error describe the group, and each radio is marked invalid while there is an error.
 */
export function RadioGroup({
  legend,
  name,
  options,
  value,
  defaultValue,
  onChange,
  onValueChange,
  error,
  hint,
  required,
  requiredLabel,
  disabled,
  ...rest
}: RadioGroupProps) {
  const { id, hintId, errorId, describedBy, invalid } = useFieldIds({ hint, error });
  const controlled = value !== undefined;
  return (
    // A radiogroup, not a bare group: ARIA marks the group invalid, not each radio in it.
    <fieldset
      role="radiogroup"
      css={set}
      aria-describedby={describedBy}
      aria-invalid={invalid || undefined}
      disabled={disabled}
    >
      <legend css={fieldLabelStyle}>
        {legend}
        {required ? <RequiredMark label={requiredLabel} /> : null}
      </legend>
      {hintId ? <FieldHint id={hintId}>{hint}</FieldHint> : null}
      {options.map((option, index) => {
        // Values may hold characters an id cannot; the position is unique within the group.
        const optionId = `${id}-${index}`;
        return (
          <div key={option.value} css={row}>
            <input
              {...rest}
              type="radio"
              id={optionId}
              name={name}
              value={option.value}
              required={required}
              disabled={option.disabled}
              {...(controlled
                ? { checked: value === option.value }
                : { defaultChecked: defaultValue === option.value })}
              onChange={(event) => {
                onChange?.(event);
                onValueChange?.(option.value);
              }}
              css={checkStyle}
            />
            <label htmlFor={optionId}>{option.label}</label>
          </div>
        );
      })}
      <FieldError id={errorId} error={error} />
    </fieldset>
  );
}

const set = (theme: Theme) => css`
  min-width: 0;
  margin: 0 0 ${theme.space[4]};
  padding: 0;
  border: 0;
`;

const row = (theme: Theme) => css`
  display: flex;
  align-items: center;
  gap: ${theme.space[2]};
  margin-bottom: ${theme.space[2]};
  /* The label is the finger's target (it toggles the box): 24 px high at least, even where the root font is
     below 16 px (the narrowest phones). */
  & > label {
    display: inline-flex;
    align-items: center;
    min-height: ${theme.size.tapTargetMin};
  }
`;
