import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderUi } from '../testing/render-ui';
import { Field } from './field';
import { Input } from './input';

describe('Field', () => {
  it('labels its control, and points it at the error text when there is one', async () => {
    renderUi(
      <Field label="Email" error="The Email field is required" required requiredLabel="(required)">
        {(p) => <Input {...p} type="email" />}
      </Field>,
    );
    const input = screen.getByRole('textbox', { name: /Email/ });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('The Email field is required');
    expect(input).toHaveAttribute('aria-required', 'true');
    await userEvent.click(screen.getByText('Email'));
    expect(input).toHaveFocus();
  });

  it('is valid and undescribed without an error', () => {
    renderUi(<Field label="Name">{(p) => <Input {...p} />}</Field>);
    const input = screen.getByRole('textbox', { name: 'Name' });
    expect(input).toHaveAttribute('aria-invalid', 'false');
    expect(input).not.toHaveAttribute('aria-describedby');
  });

  it('describes the control with its hint too', () => {
    renderUi(
      <Field label="Phone" hint="Digits only" error="Required">
        {(p) => <Input {...p} />}
      </Field>,
    );
    expect(screen.getByRole('textbox', { name: 'Phone' })).toHaveAccessibleDescription('Digits only Required');
  });
});
