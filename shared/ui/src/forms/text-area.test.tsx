import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeRegister } from '../testing/fake-register';
import { renderUi } from '../testing/render-ui';
import { Field } from './field';
import { TextArea } from './text-area';

describe('TextArea', () => {
  it('is labelled and described by its Field and takes react-hook-form’s register', async () => {
    const register = fakeRegister('remark');
    renderUi(
      <Field label="Remark" error="Too long">
        {(p) => <TextArea {...p} {...register.props} />}
      </Field>,
    );
    const area = screen.getByRole('textbox', { name: 'Remark' });
    expect(area.tagName).toBe('TEXTAREA');
    expect(area).toHaveAccessibleDescription('Too long');
    expect(register.elements).toContain(area);
    await userEvent.type(area, 'x');
    expect(register.props.onChange).toHaveBeenCalled();
  });
});
