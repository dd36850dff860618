import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeRegister } from '../testing/fake-register';
import { renderUi } from '../testing/render-ui';
import { Checkbox } from './checkbox';

describe('Checkbox', () => {
  it('toggles from its label and takes react-hook-form’s register', async () => {
    const register = fakeRegister('remember');
    renderUi(<Checkbox label="Remember me" {...register.props} />);
    const box = screen.getByRole('checkbox', { name: 'Remember me' });
    expect(register.elements).toContain(box);
    await userEvent.click(screen.getByText('Remember me'));
    expect(box).toBeChecked();
    expect(register.props.onChange).toHaveBeenCalled();
  });

  it('is wired like a Field: invalid, described by its error, required in its name', () => {
    renderUi(<Checkbox label="I accept the terms" required requiredLabel="(required)" error="Please accept" />);
    const box = screen.getByRole('checkbox', { name: 'I accept the terms (required)' });
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAccessibleDescription('Please accept');
    expect(screen.getByText('Please accept')).toHaveAttribute('aria-live', 'polite');
  });
});
