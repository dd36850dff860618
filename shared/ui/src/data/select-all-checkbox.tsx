import { css, type Theme } from '@emotion/react';
import { checkStyle } from '../forms/control-style';

export interface SelectAllCheckboxProps {
  label: string;
  /** 'some' shows the mixed state, so a partly selected table does not look fully selected or empty. */
  state: 'none' | 'some' | 'all';
  onChange: () => void;
}

/** The header check box of a selectable table (`indeterminate` exists only as a DOM property). */
export function SelectAllCheckbox({ label, state, onChange }: SelectAllCheckboxProps) {
  return (
    <input
      type="checkbox"
      aria-label={label}
      checked={state === 'all'}
      ref={(el) => {
        if (el) el.indeterminate = state === 'some';
      }}
      onChange={onChange}
      css={(theme: Theme) => [checkStyle(theme), middle]}
    />
  );
}

const middle = css`
  vertical-align: middle;
`;
