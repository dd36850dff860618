import { act, fireEvent, render, renderHook, screen } from '@testing-library/react';
import { createElement } from 'react';
import * as v from 'valibot';
import { ApiError } from '@shop/api';
import { useApiForm } from './use-api-form';

const schema = v.object({
  email: v.pipe(v.string(), v.nonEmpty('email_required')),
  password: v.pipe(v.string(), v.nonEmpty('password_required')),
});
const refusal = (data: unknown) => new ApiError(422, { code: 422, data, msg: 'refused' });

describe('useApiForm', () => {
  it('checks with the schema before anything is sent, every field at once', async () => {
    const submit = jest.fn();
    const { result } = renderHook(() => useApiForm(schema, { email: '', password: '' }));
    await act(() => result.current.run(submit)());
    expect(submit).not.toHaveBeenCalled();
    expect(result.current.form.getFieldState('email').error?.message).toBe('email_required');
    expect(result.current.form.getFieldState('password').error?.message).toBe('password_required');
  });

  it("maps the server's field errors onto the fields and keeps what was typed", async () => {
    const { result } = renderHook(() => useApiForm(schema, { email: 'a@b.co', password: 'secret' }));
    await act(() =>
      result.current.run(() => Promise.reject(refusal({ key: 'validation', errors: { email: ['email_taken'] } })))(),
    );
    expect(result.current.form.getFieldState('email').error?.message).toBe('email_taken');
    expect(result.current.form.getValues()).toEqual({ email: 'a@b.co', password: 'secret' });
    expect(result.current.failure).toBeNull();
  });

  it('tells a refusal about one field next to it when the form names that field', async () => {
    const { result } = renderHook(() =>
      useApiForm(
        schema,
        { email: 'a@b.co', password: 'wrong' },
        { refusalFields: { credentials_invalid: 'password' } },
      ),
    );
    await act(() => result.current.run(() => Promise.reject(refusal({ key: 'credentials_invalid' })))());
    expect(result.current.form.getFieldState('password').error?.message).toBe('credentials_invalid');
    expect(result.current.failure).toBeNull();
  });

  it('tells an error about a field the form does not have, and a server failure, for the whole form', async () => {
    const { result } = renderHook(() => useApiForm(schema, { email: 'a@b.co', password: 'x' }));
    await act(() =>
      result.current.run(() => Promise.reject(refusal({ key: 'validation', errors: { items: ['select_item'] } })))(),
    );
    expect(result.current.failure).toEqual({ kind: 'validation', key: 'select_item' });
    await act(() =>
      result.current.run(() => Promise.reject(new ApiError(500, { code: 500, data: null, msg: 'boom' })))(),
    );
    expect(result.current.failure).toEqual({ kind: 'failed' });
  });

  describe('focus after a refused submit', () => {
    /** Email shown first, but password registered first: the order react-hook-form would focus by. */
    function SignIn({ submit }: { submit: () => Promise<void> }) {
      const { form, run } = useApiForm(schema, { email: '', password: '' });
      const password = form.register('password');
      const email = form.register('email');
      return createElement(
        'form',
        { noValidate: true, onSubmit: run(submit), 'aria-label': 'Sign in' },
        createElement('input', { 'aria-label': 'Email', ...email }),
        createElement('input', { 'aria-label': 'Password', ...password }),
      );
    }
    const submitForm = () => act(async () => void fireEvent.submit(screen.getByRole('form', { name: 'Sign in' })));

    it('lands on the first field on screen that the schema refused', async () => {
      render(createElement(SignIn, { submit: jest.fn() }));
      await submitForm();
      expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Email' }));
    });

    it('lands on the first field on screen that the server refused, whatever order it listed them in', async () => {
      const submit = () =>
        Promise.reject(refusal({ errors: { password: ['password_required'], email: ['email_taken'] } }));
      render(createElement(SignIn, { submit }));
      fireEvent.change(screen.getByRole('textbox', { name: 'Email' }), { target: { value: 'a@b.co' } });
      fireEvent.change(screen.getByRole('textbox', { name: 'Password' }), { target: { value: 'x' } });
      await submitForm();
      expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Email' }));
    });
  });
});
