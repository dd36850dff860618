import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { fakeRegister } from '../testing/fake-register';
import { renderUi } from '../testing/render-ui';
import { RadioGroup } from './radio-group';

const options = [
  { value: 'express', label: 'Express' },
  { value: 'standard', label: 'Standard' },
  { value: 'pick up', label: 'Pick up' },
];

function Controlled({ onValue }: { onValue: (value: string) => void }) {
  const [value, setValue] = useState<string | null>('standard');
  return (
    <RadioGroup
      legend="Delivery"
      name="delivery"
      options={options}
      value={value}
      onValueChange={(next) => {
        setValue(next);
        onValue(next);
      }}
    />
  );
}

describe('RadioGroup', () => {
  it('is a group named by its legend; arrow keys move the choice', async () => {
    const onValue = jest.fn();
    renderUi(<Controlled onValue={onValue} />);
    expect(screen.getByRole('radiogroup', { name: 'Delivery' })).toBeInTheDocument();
    const standard = screen.getByRole('radio', { name: 'Standard' });
    expect(standard).toBeChecked();
    await userEvent.click(screen.getByText('Pick up'));
    expect(screen.getByRole('radio', { name: 'Pick up' })).toBeChecked();
    expect(onValue).toHaveBeenLastCalledWith('pick up');
    screen.getByRole('radio', { name: 'Express' }).focus();
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('radio', { name: 'Standard' })).toBeChecked();
  });

  it('takes react-hook-form’s register: every radio gets the name, the handlers and the ref', async () => {
    const register = fakeRegister('delivery');
    renderUi(<RadioGroup legend="Delivery" options={options} defaultValue="express" {...register.props} />);
    const radios = screen.getAllByRole('radio');
    expect(register.elements).toEqual(radios);
    expect(radios.map((r) => r.getAttribute('name'))).toEqual(['delivery', 'delivery', 'delivery']);
    expect(screen.getByRole('radio', { name: 'Express' })).toBeChecked();
    await userEvent.click(screen.getByRole('radio', { name: 'Standard' }));
    expect(register.props.onChange).toHaveBeenCalled();
  });

  it('describes the group with its error and marks the group, not each radio, invalid', () => {
    renderUi(
      <RadioGroup
        legend="Delivery"
        name="delivery"
        options={options}
        required
        requiredLabel="(required)"
        error="Choose a delivery"
      />,
    );
    const group = screen.getByRole('radiogroup', { name: 'Delivery (required)' });
    expect(group).toHaveAccessibleDescription('Choose a delivery');
    // ARIA supports aria-invalid on a radiogroup, not on a radio.
    expect(group).toHaveAttribute('aria-invalid', 'true');
    for (const radio of screen.getAllByRole('radio')) expect(radio).not.toHaveAttribute('aria-invalid');
  });
});
