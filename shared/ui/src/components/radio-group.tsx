import { css, type Theme } from '@emotion/react';
import { useId, type ReactNode } from 'react';

export interface RadioGroupProps {
  legend: ReactNode;
  name: string;
  options: readonly { value: string; label: ReactNode }[];
  value: string | undefined;
  onChange: (value: string) => void;
  error?: string | undefined;
}

/** Radios in a fieldset whose legend names the choice; arrow keys move between them (native behaviour). */
export function RadioGroup({ legend, name, options, value, onChange, error }: RadioGroupProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <fieldset css={set} aria-invalid={Boolean(error)} aria-describedby={error ? errorId : undefined}>
      <legend>{legend}</legend>
      {options.map((option) => (
        <label key={option.value}>
          <input
            type="radio"
            name={name}
            value={option.value}
            checked={value === option.value}
            onChange={() => onChange(option.value)}
          />
          {option.label}
        </label>
      ))}
      <div id={errorId} aria-live="polite" className="error">
        {error}
      </div>
    </fieldset>
  );
}

const set = (theme: Theme) => css`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[2]};
  margin: 0 0 ${theme.space[4]};
  padding: 0;
  border: 0;
  & > legend {
    margin-bottom: ${theme.space[2]};
    font-weight: ${theme.fontWeight.medium};
    font-size: ${theme.fontSize.sm};
  }
  & label {
    display: flex;
    align-items: center;
    gap: ${theme.space[2]};
  }
  & input {
    accent-color: ${theme.color.primary};
  }
  & .error {
    color: ${theme.color.danger};
    font-size: ${theme.fontSize.sm};
  }
  & .error:empty {
    display: none;
  }
`;
