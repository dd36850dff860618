import { Link, useLocation } from 'react-router-dom';
import { register, registerInput } from '@shop/api/contract';
import { FailureAlert, PageHead, useAction, useValidationText } from '@shop/platform';
import { Field, Input, pageTitle } from '@shop/ui';
import { formLinks, nameRow } from '../../forms/form-styles';
import { SubmitRow } from '../../forms/submit-row';
import { useShellTexts } from '../../i18n/texts';
import { ThirdLogin } from './third-login';
import { useCompleteSignIn } from './use-complete-sign-in';
import { useApiForm } from '@shop/platform/forms';
import { pathTo } from '@shop/platform/routes';

export default function RegisterPage() {
  const t = useShellTexts();
  const tv = useValidationText();
  const { search } = useLocation();
  const completeSignIn = useCompleteSignIn();
  const action = useAction();
  const { form, failure, run } = useApiForm(registerInput, {
    first_name: '',
    last_name: '',
    email: '',
    password: '',
    password_confirmation: '',
  });
  const { errors } = form.formState;
  const required = { required: true };

  return (
    <>
      <PageHead title={t('register.title')} noindex />
      <h1 css={pageTitle}>{t('register.title')}</h1>
      <FailureAlert failure={failure} />
      <form
        noValidate
        onSubmit={run(async (values) => {
          const session = await action.submit(register, values);
          if (session) await completeSignIn(session);
        })}
      >
        <div css={nameRow}>
          <Field label={t('register.firstName')} error={tv(errors.first_name?.message)} {...required}>
            {(p) => <Input {...p} autoComplete="given-name" {...form.register('first_name')} />}
          </Field>
          <Field label={t('register.lastName')} error={tv(errors.last_name?.message)} {...required}>
            {(p) => <Input {...p} autoComplete="family-name" {...form.register('last_name')} />}
          </Field>
        </div>
        <Field label={t('register.email')} error={tv(errors.email?.message)} {...required}>
          {(p) => <Input {...p} type="email" autoComplete="email" {...form.register('email')} />}
        </Field>
        <Field
          label={t('register.password')}
          hint={t('register.passwordHint')}
          error={tv(errors.password?.message)}
          {...required}
        >
          {(p) => <Input {...p} type="password" autoComplete="new-password" {...form.register('password')} />}
        </Field>
        <Field label={t('register.confirmation')} error={tv(errors.password_confirmation?.message)} {...required}>
          {(p) => (
            <Input {...p} type="password" autoComplete="new-password" {...form.register('password_confirmation')} />
          )}
        </Field>
        <SubmitRow pending={action.pending}>{t('register.submit')}</SubmitRow>
      </form>
      <div css={formLinks}>
        <span>
          {t('register.haveAccount')} <Link to={pathTo('login', {}, { search })}>{t('register.login')}</Link>
        </span>
      </div>
      <ThirdLogin />
    </>
  );
}
