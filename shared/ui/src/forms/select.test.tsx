import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeRegister } from '../testing/fake-register';
import { renderUi } from '../testing/render-ui';
import { Field } from './field';
import { Select } from './select';

describe('Select', () => {
  it('is a native select, labelled by its Field, that takes react-hook-form’s register', async () => {
    const register = fakeRegister('country');
    renderUi(
      <Field label="Country">
        {(p) => (
          <Select {...p} {...register.props}>
            <option value="US">United States</option>
            <option value="VN">Vietnam</option>
          </Select>
        )}
      </Field>,
    );
    const select = screen.getByRole('combobox', { name: 'Country' });
    expect(register.elements).toContain(select);
    await userEvent.selectOptions(select, 'Vietnam');
    expect(select).toHaveValue('VN');
    expect(register.props.onChange).toHaveBeenCalled();
  });
});
