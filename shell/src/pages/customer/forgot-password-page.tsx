import { useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { forgotPassword, forgotPasswordInput } from '@shop/api/contract';
import { FailureAlert, PageHead, useAction, useValidationText } from '@shop/platform';
import { Field, Input, pageTitle } from '@shop/ui';
import { formLinks } from '../../forms/form-styles';
import { SubmitRow } from '../../forms/submit-row';
import { useShellTexts } from '../../i18n/texts';
import { useApiForm } from '@shop/platform/forms';
import { pathTo } from '@shop/platform/routes';

export default function ForgotPasswordPage() {
  const t = useShellTexts();
  const tv = useValidationText();
  const { search } = useLocation();
  const [sent, setSent] = useState(false);
  const { form, failure, run } = useApiForm(forgotPasswordInput, { email: '' });
  const action = useAction();
  const { errors } = form.formState;

  return (
    <>
      <PageHead title={t('forgot.title')} noindex />
      <h1 css={pageTitle}>{t('forgot.title')}</h1>
      {sent ? (
        // The same words whether or not an account has this email, so accounts cannot be discovered here.
        <p role="status">{t('forgot.sent')}</p>
      ) : (
        <>
          <p>{t('forgot.intro')}</p>
          <FailureAlert failure={failure} />
          <form
            noValidate
            onSubmit={run(async (values) => {
              if (await action.submit(forgotPassword, values)) setSent(true);
            })}
          >
            <Field label={t('forgot.email')} error={tv(errors.email?.message)} required>
              {(p) => <Input {...p} type="email" autoComplete="email" {...form.register('email')} />}
            </Field>
            <SubmitRow pending={action.pending}>{t('forgot.submit')}</SubmitRow>
          </form>
        </>
      )}
      <div css={formLinks}>
        <Link to={pathTo('login', {}, { search })}>{t('forgot.back')}</Link>
      </div>
    </>
  );
}
