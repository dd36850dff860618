import { css, type Theme } from '@emotion/react';
import { useState, type ReactNode } from 'react';
import { Button } from '../primitives/button';
import { Field } from './field';
import { Input } from './input';
import { boundQuantity, typedQuantity } from './quantity';

export interface QuantityInputProps {
  label: ReactNode;
  hint?: ReactNode;
  /** Read by screen readers only, where the page already shows what the field is (a table's Quantity column). */
  labelHidden?: boolean;
  /** Accessible names of the − and + buttons (translated by the app). */
  decreaseLabel: string;
  increaseLabel: string;
  value: number;
  /** The largest quantity, e.g. the inventory; below 1 nothing can be chosen and the control is disabled. */
  max: number;
  disabled?: boolean;
  /**
   * Applies a quantity: a step at once, a typed one when the field is left or Enter pressed. Resolving `false`
   * refuses it, and the field shows `value` again (the quantity that holds, e.g. what the server kept).
   */
  onCommit: (quantity: number) => void | boolean | Promise<void | boolean>;
}

/** A quantity from 1 to `max`: stepped with − and +, or typed (digits only, never above `max`). */
export function QuantityInput(props: QuantityInputProps) {
  const { label, hint, labelHidden, decreaseLabel, increaseLabel, value, max, disabled = false, onCommit } = props;
  // What is being typed; null shows `value`, so a refused or replaced quantity needs no syncing.
  const [draft, setDraft] = useState<string | null>(null);
  const off = disabled || max < 1;
  // The buttons step from what the field shows, typed or not.
  const shown = draft !== null && draft !== '' ? Number(draft) : value;
  const commit = (quantity: number) => {
    setDraft(null);
    if (quantity !== value && quantity >= 1) void onCommit(quantity);
  };
  const commitDraft = () => {
    if (draft === null) return;
    commit(draft === '' ? value : boundQuantity(Number(draft), max));
  };
  return (
    <Field label={label} hint={hint} labelHidden={labelHidden}>
      {(control) => (
        <div css={row}>
          <Button size="sm" aria-label={decreaseLabel} disabled={off || shown <= 1} onClick={() => commit(shown - 1)}>
            −
          </Button>
          <Input
            {...control}
            css={narrow}
            inputMode="numeric"
            value={draft ?? String(max < 1 ? 0 : value)}
            disabled={off}
            onChange={(event) => setDraft(typedQuantity(event.target.value, max))}
            onBlur={commitDraft}
            onKeyDown={(event) => {
              if (event.key === 'Enter') commitDraft();
            }}
          />
          <Button size="sm" aria-label={increaseLabel} disabled={off || shown >= max} onClick={() => commit(shown + 1)}>
            +
          </Button>
        </div>
      )}
    </Field>
  );
}

const row = (theme: Theme) => css`
  display: flex;
  align-items: center;
  gap: ${theme.space[2]};
`;

const narrow = (theme: Theme) => css`
  width: ${theme.size.quantityField};
  /* As tall as the small − and + beside it, so the three read as one control. */
  min-height: ${theme.control.heightSm};
  height: ${theme.control.heightSm};
  text-align: center;
`;
