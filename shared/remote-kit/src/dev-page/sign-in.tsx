import { useLocation, useNavigate } from 'react-router-dom';
import { login, type AuthSession } from '@shop/api/calls';
import { loginInput } from '@shop/api/contract';
import { FailureAlert, signIn, useAction, useValidationText } from '@shop/platform';
import { useApiForm } from '@shop/platform/forms';
import { Button, Field, Input, stack } from '@shop/ui';
import { DEMO_CUSTOMER } from './demo-customer';
import { returnPathAfterSignIn } from './return-path';
import { useDevPageTexts } from './texts';

/**
 * The dev page's sign-in: the demo customer in one click, or any account by email and password (the contract's
 * login schema, as the shell's login page checks it). A session goes back where the login address was asked from.
 */
export function SignIn() {
  const t = useDevPageTexts();
  const tv = useValidationText();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const action = useAction();
  const { form, failure, run } = useApiForm(loginInput, { email: '', password: '' });
  const { errors } = form.formState;

  // Nothing is awaited between the answer (which useAction drops if the session changed meanwhile) and going on;
  // the header's name follows the new session by itself (its cache key holds the session).
  const complete = (session: AuthSession | undefined) => {
    if (!session) return;
    signIn(session);
    const next = returnPathAfterSignIn(pathname, search);
    if (next) void navigate(next, { replace: true });
  };

  return (
    <div css={stack(4)}>
      <FailureAlert failure={failure ?? action.failure} />
      <div css={stack(1)}>
        <Button
          variant="primary"
          loading={action.pending}
          onClick={() => void action.run(login, DEMO_CUSTOMER).then(complete)}
        >
          {t('demo.signIn')}
        </Button>
        <p>{t('demo.hint', { email: DEMO_CUSTOMER.email })}</p>
      </div>
      <form
        noValidate
        aria-labelledby="dev-page-sign-in"
        onSubmit={run(async (values) => complete(await action.submit(login, values)))}
      >
        <h3 id="dev-page-sign-in">{t('form.title')}</h3>
        <Field label={t('form.email')} error={tv(errors.email?.message)} required>
          {(p) => <Input {...p} type="email" autoComplete="email" {...form.register('email')} />}
        </Field>
        <Field label={t('form.password')} error={tv(errors.password?.message)} required>
          {(p) => <Input {...p} type="password" autoComplete="current-password" {...form.register('password')} />}
        </Field>
        <Button type="submit" loading={action.pending}>
          {t('form.submit')}
        </Button>
      </form>
    </div>
  );
}
