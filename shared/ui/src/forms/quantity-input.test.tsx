import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderUi } from '../testing/render-ui';
import { boundQuantity, typedQuantity } from './quantity';
import { QuantityInput, type QuantityInputProps } from './quantity-input';

/** The control with its value held by the test, as a page holds it; `refuse` plays a server that says no. */
function Harness({ max, refuse = false, onCommit }: { max: number; refuse?: boolean; onCommit: jest.Mock }) {
  const [value, setValue] = useState(max < 1 ? 0 : 2);
  const commit: QuantityInputProps['onCommit'] = async (quantity) => {
    onCommit(quantity);
    if (refuse) return false;
    setValue(quantity);
    return true;
  };
  return (
    <QuantityInput
      label="Quantity"
      hint={`Up to ${max}`}
      decreaseLabel="Fewer"
      increaseLabel="More"
      value={value}
      max={max}
      onCommit={commit}
    />
  );
}

const field = () => screen.getByRole('textbox', { name: 'Quantity' });

describe('QuantityInput', () => {
  it('steps by one within 1..max, with the buttons disabled at each end', async () => {
    const onCommit = jest.fn();
    renderUi(<Harness max={3} onCommit={onCommit} />);
    expect(field()).toHaveValue('2');
    expect(field()).toHaveAccessibleDescription('Up to 3');
    await userEvent.click(screen.getByRole('button', { name: 'More' }));
    expect(field()).toHaveValue('3');
    expect(screen.getByRole('button', { name: 'More' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Fewer' }));
    await userEvent.click(screen.getByRole('button', { name: 'Fewer' }));
    expect(field()).toHaveValue('1');
    expect(screen.getByRole('button', { name: 'Fewer' })).toBeDisabled();
    expect(onCommit.mock.calls).toEqual([[3], [2], [1]]);
  });

  it('takes typed digits only, never above max, and applies them on leaving the field or Enter', async () => {
    const onCommit = jest.fn();
    renderUi(<Harness max={12} onCommit={onCommit} />);
    await userEvent.clear(field());
    await userEvent.type(field(), '9x9');
    expect(field()).toHaveValue('12');
    expect(screen.getByRole('button', { name: 'More' })).toBeDisabled();
    expect(onCommit).not.toHaveBeenCalled();
    await userEvent.tab();
    expect(onCommit).toHaveBeenLastCalledWith(12);
    await userEvent.clear(field());
    await userEvent.type(field(), '5{Enter}');
    expect(onCommit).toHaveBeenLastCalledWith(5);
    expect(field()).toHaveValue('5');
  });

  it('keeps the quantity when the field is left empty', async () => {
    const onCommit = jest.fn();
    renderUi(<Harness max={12} onCommit={onCommit} />);
    await userEvent.clear(field());
    await userEvent.tab();
    expect(field()).toHaveValue('2');
    expect(onCommit).not.toHaveBeenCalled();
  });

  it('shows the quantity that holds again when a change is refused', async () => {
    const onCommit = jest.fn();
    renderUi(<Harness max={12} refuse onCommit={onCommit} />);
    await userEvent.clear(field());
    await userEvent.type(field(), '7{Enter}');
    expect(onCommit).toHaveBeenCalledWith(7);
    expect(field()).toHaveValue('2');
  });

  it('is disabled, showing 0, when nothing can be chosen', () => {
    renderUi(<Harness max={0} onCommit={jest.fn()} />);
    expect(field()).toBeDisabled();
    expect(field()).toHaveValue('0');
    expect(screen.getByRole('button', { name: 'More' })).toBeDisabled();
  });
});

describe('quantity rules', () => {
  it('bounds a quantity to 1..max, whole, and to 0 when max is below 1', () => {
    expect(boundQuantity(0, 12)).toBe(1);
    expect(boundQuantity(99, 12)).toBe(12);
    expect(boundQuantity(2.7, 12)).toBe(2);
    expect(boundQuantity(Number.NaN, 12)).toBe(1);
    expect(boundQuantity(3, 0)).toBe(0);
  });

  it('keeps typing to digits within bounds, empty allowed', () => {
    expect(typedQuantity('7', 12)).toBe('7');
    expect(typedQuantity('9999', 12)).toBe('12');
    expect(typedQuantity('', 12)).toBe('');
    expect(typedQuantity('3a', 12)).toBe('3');
    expect(typedQuantity('0', 12)).toBe('1');
  });
});
