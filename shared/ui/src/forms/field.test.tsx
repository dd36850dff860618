import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderUi } from '../testing/render-ui';
import { Field } from './field';
import { Input } from './input';
import { createTheme } from '../theme/create-theme';
import { UiProvider } from '../theme/ui-provider';

describe('Field', () => {
  it('labels its control: clicking the label focuses it', async () => {
    renderUi(<Field label="Email">{(p) => <Input {...p} type="email" />}</Field>);
    const input = screen.getByRole('textbox', { name: 'Email' });
    await userEvent.click(screen.getByText('Email'));
    expect(input).toHaveFocus();
  });

  it('marks the control invalid and points it at the error text, which is a polite live region', () => {
    renderUi(
      <Field label="Email" error="The Email field is required">
        {(p) => <Input {...p} />}
      </Field>,
    );
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('The Email field is required');
    const errorText = screen.getByText('The Email field is required');
    expect(input.getAttribute('aria-describedby')).toBe(errorText.id);
    expect(errorText).toHaveAttribute('aria-live', 'polite');
    expect(errorText).not.toHaveAttribute('role');
  });

  it('is valid and undescribed without an error, with the live region already waiting', () => {
    const { container } = renderUi(<Field label="Name">{(p) => <Input {...p} />}</Field>);
    const input = screen.getByRole('textbox', { name: 'Name' });
    expect(input).toHaveAttribute('aria-invalid', 'false');
    expect(input).not.toHaveAttribute('aria-describedby');
    expect(container.querySelector('[aria-live="polite"]')).toBeEmptyDOMElement();
  });

  it('describes the control with its hint, then its error', () => {
    renderUi(
      <Field label="Phone" hint="Digits only" error="Required">
        {(p) => <Input {...p} />}
      </Field>,
    );
    expect(screen.getByRole('textbox', { name: 'Phone' })).toHaveAccessibleDescription('Digits only Required');
  });

  it('shows a required field with a visual star and the translated word for screen readers', () => {
    renderUi(
      <Field label="Email" required requiredLabel="(required)">
        {(p) => <Input {...p} />}
      </Field>,
    );
    const input = screen.getByRole('textbox', { name: 'Email (required)' });
    expect(input).toHaveAttribute('aria-required', 'true');
    expect(screen.getByText('*')).toHaveAttribute('aria-hidden', 'true');
  });

  it('says the provider’s translated word when the field is given none', () => {
    render(
      <UiProvider theme={createTheme()} labels={{ required: '(bắt buộc)' }}>
        <Field label="Email" required>
          {(p) => <Input {...p} />}
        </Field>
      </UiProvider>,
    );
    expect(screen.getByRole('textbox', { name: 'Email (bắt buộc)' })).toBeInTheDocument();
  });

  it('gives each field its own ids', () => {
    renderUi(
      <>
        <Field label="First">{(p) => <Input {...p} />}</Field>
        <Field label="Last">{(p) => <Input {...p} />}</Field>
      </>,
    );
    expect(screen.getByRole('textbox', { name: 'First' }).id).not.toBe(
      screen.getByRole('textbox', { name: 'Last' }).id,
    );
  });

  it('can keep its label for screen readers only, still naming the control', () => {
    renderUi(
      <Field label="Quantity of Desk Lamp" labelHidden>
        {(p) => <Input {...p} />}
      </Field>,
    );
    const label = screen.getByText('Quantity of Desk Lamp');
    expect(screen.getByRole('textbox', { name: 'Quantity of Desk Lamp' })).toBeInTheDocument();
    expect(getComputedStyle(label).position).toBe('absolute');
    expect(getComputedStyle(label).width).toBe('1px');
  });
});
