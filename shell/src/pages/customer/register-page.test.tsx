import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getToken, signOut } from '@shop/platform';
import { register } from '@shop/api/calls';
import { installFakeBackend, ok, route, sessionData, storeBasics } from '@shop/platform/testing';
import { pageRoutes } from '../../testing/page-routes';
import { renderRoutes } from '../../testing/shell-providers';
import RegisterPage from './register-page';

const routes = pageRoutes({ '/pc/customer/register': <RegisterPage /> });

async function fill(values: Partial<Record<'first' | 'last' | 'email' | 'password' | 'confirm', string>>) {
  if (values.first) await userEvent.type(screen.getByRole('textbox', { name: /First name/ }), values.first);
  if (values.last) await userEvent.type(screen.getByRole('textbox', { name: /Last name/ }), values.last);
  if (values.email) await userEvent.type(screen.getByRole('textbox', { name: /Email/ }), values.email);
  if (values.password) await userEvent.type(screen.getByLabelText(/^Password/), values.password);
  if (values.confirm) await userEvent.type(screen.getByLabelText(/Confirm password/), values.confirm);
  await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
}

describe('register page', () => {
  beforeEach(() => installFakeBackend(storeBasics));
  afterEach(() => signOut());

  it('asks for first and last name', async () => {
    await renderRoutes(routes, '/pc/customer/register');
    await screen.findByRole('heading', { name: 'Create an account' });
    await fill({});
    expect(screen.getByRole('textbox', { name: /First name/ })).toHaveAccessibleDescription(
      'The First Name field is required',
    );
    expect(screen.getByRole('textbox', { name: /Last name/ })).toHaveAccessibleDescription(
      'The Last Name field is required',
    );
  });

  it('shows the email, password length and confirmation messages of the spec', async () => {
    await renderRoutes(routes, '/pc/customer/register');
    await screen.findByRole('heading', { name: 'Create an account' });
    await fill({ first: 'An', last: 'Le', email: 'not-an-email', password: '12345', confirm: '12345' });
    expect(screen.getByRole('textbox', { name: /Email/ })).toHaveAccessibleDescription(
      'The email field must be a valid email address.',
    );
    expect(screen.getByLabelText(/^Password/)).toHaveAccessibleDescription(
      'At least 6 characters. The Password field must be at least 6 characters.',
    );
    // The confirmation is compared once the password itself is acceptable.
    await userEvent.type(screen.getByLabelText(/^Password/), '6');
    await userEvent.type(screen.getByLabelText(/Confirm password/), '9');
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() =>
      expect(screen.getByLabelText(/Confirm password/)).toHaveAccessibleDescription(
        'The Password field confirmation does not match',
      ),
    );
  });

  it('puts a server refusal next to its field (email taken)', async () => {
    installFakeBackend({
      ...storeBasics,
      [route(register)]: () => ({
        status: 422,
        body: {
          code: 422,
          data: { key: 'email_taken', errors: { email: ['email_taken'] } },
          msg: 'The email has already been taken.',
        },
      }),
    });
    await renderRoutes(routes, '/pc/customer/register');
    await screen.findByRole('heading', { name: 'Create an account' });
    await fill({ first: 'An', last: 'Le', email: 'buyer@example.com', password: 'secret1', confirm: 'secret1' });
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: /Email/ })).toHaveAccessibleDescription(
        'The email has already been taken.',
      ),
    );
    expect(screen.getByRole('textbox', { name: /First name/ })).toHaveValue('An');
  });

  it('signs the new customer in and returns to the remembered page', async () => {
    const backend = installFakeBackend({
      ...storeBasics,
      [route(register)]: () =>
        ok(register, sessionData('tok-new', { id: 9, email: 'an@example.com', first_name: 'An', last_name: 'Le' })),
    });
    await renderRoutes(routes, '/pc/customer/register?redirect=%2Fpc%2Fproduct%2F5');
    await screen.findByRole('heading', { name: 'Create an account' });
    await fill({ first: 'An', last: 'Le', email: 'an@example.com', password: 'secret1', confirm: 'secret1' });
    expect(await screen.findByText('now at /pc/product/5')).toBeInTheDocument();
    expect(getToken()).toBe('tok-new');
    const sent = backend.asked(register)[0]!;
    expect(sent.input).toMatchObject({
      first_name: 'An',
      last_name: 'Le',
      email: 'an@example.com',
      password: 'secret1',
      password_confirmation: 'secret1',
    });
  });
});
