import { Link, useLocation } from 'react-router-dom';
import { login, loginInput } from '@shop/api/contract';
import { FailureAlert, PageHead, useAction, useValidationText } from '@shop/platform';
import { Field, Input, pageTitle } from '@shop/ui';
import { formLinks } from '../../forms/form-styles';
import { SubmitRow } from '../../forms/submit-row';
import { useShellTexts } from '../../i18n/texts';
import { ThirdLogin } from './third-login';
import { useCompleteSignIn } from './use-complete-sign-in';
import { useApiForm } from '@shop/platform/forms';
import { pathTo } from '@shop/platform/routes';

export default function LoginPage() {
  const t = useShellTexts();
  const tv = useValidationText();
  const { search } = useLocation();
  const completeSignIn = useCompleteSignIn();
  const action = useAction();
  const { form, failure, run } = useApiForm(loginInput, { email: '', password: '' });
  const { errors } = form.formState;

  return (
    <>
      <PageHead title={t('login.title')} noindex />
      <h1 css={pageTitle}>{t('login.title')}</h1>
      <FailureAlert failure={failure} />
      <form
        noValidate
        onSubmit={run(async (values) => {
          const session = await action.submit(login, values);
          if (session) await completeSignIn(session);
        })}
      >
        <Field label={t('login.email')} error={tv(errors.email?.message)} required>
          {(p) => <Input {...p} type="email" autoComplete="email" {...form.register('email')} />}
        </Field>
        <Field label={t('login.password')} error={tv(errors.password?.message)} required>
          {(p) => <Input {...p} type="password" autoComplete="current-password" {...form.register('password')} />}
        </Field>
        <SubmitRow pending={action.pending}>{t('login.submit')}</SubmitRow>
      </form>
      <div css={formLinks}>
        <Link to={pathTo('forgotPassword', {}, { search })}>{t('login.forgot')}</Link>
        <span>
          {t('login.noAccount')} <Link to={pathTo('register', {}, { search })}>{t('login.register')}</Link>
        </span>
      </div>
      <ThirdLogin />
    </>
  );
}
