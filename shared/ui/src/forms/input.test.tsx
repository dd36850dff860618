import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeRegister } from '../testing/fake-register';
import { renderUi } from '../testing/render-ui';
import { Field } from './field';
import { Input } from './input';

describe('Input', () => {
  it('takes react-hook-form’s register: the ref reaches the element and the handlers fire', async () => {
    const register = fakeRegister('email');
    renderUi(<Field label="Email">{(p) => <Input {...p} {...register.props} />}</Field>);
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(register.elements).toContain(input);
    expect(input).toHaveAttribute('name', 'email');
    await userEvent.type(input, 'a');
    await userEvent.tab();
    expect(register.props.onChange).toHaveBeenCalled();
    expect(register.props.onBlur).toHaveBeenCalled();
  });
});
