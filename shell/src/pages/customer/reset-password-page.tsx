import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { resetPassword, resetPasswordInput } from '@shop/api/contract';
import { api, FailureAlert, useValidationText } from '@shop/platform';
import { useApiForm } from '@shop/platform/forms';
import { pathTo } from '@shop/platform/routes';
import { Button, Field, Input, pageTitle } from '@shop/ui';
import { formActions, formLinks } from '../../forms/form-styles';
import { useShellTexts } from '../../i18n/texts';

export default function ResetPasswordPage() {
  const t = useShellTexts();
  const tv = useValidationText();
  const { token = '' } = useParams();
  const [done, setDone] = useState(false);
  const { form, failure, setFailure, run } = useApiForm(resetPasswordInput, {
    token,
    password: '',
    password_confirmation: '',
  });
  const { errors, isSubmitting } = form.formState;
  // The token is not a field the user can fix: its error is about the link, so it is told for the whole form.
  const tokenError = errors.token?.message;

  if (done) {
    return (
      <>
        <h1 css={pageTitle}>{t('reset.title')}</h1>
        <p role="status">{t('reset.done')}</p>
        <div css={formLinks}>
          <Link to={pathTo('login')}>{t('reset.login')}</Link>
        </div>
      </>
    );
  }

  return (
    <>
      <h1 css={pageTitle}>{t('reset.title')}</h1>
      <FailureAlert failure={tokenError ? { kind: 'validation', key: tokenError } : failure}>
        {tokenError ? <Link to={pathTo('forgotPassword')}>{t('reset.requestNew')}</Link> : null}
      </FailureAlert>
      <form
        noValidate
        onSubmit={run(async (values) => {
          await api.call(resetPassword, values);
          setFailure(null);
          setDone(true);
        })}
      >
        <Field label={t('reset.password')} error={tv(errors.password?.message)} required>
          {(p) => <Input {...p} type="password" autoComplete="new-password" {...form.register('password')} />}
        </Field>
        <Field label={t('reset.confirmation')} error={tv(errors.password_confirmation?.message)} required>
          {(p) => (
            <Input {...p} type="password" autoComplete="new-password" {...form.register('password_confirmation')} />
          )}
        </Field>
        <div css={formActions}>
          <Button type="submit" variant="primary" loading={isSubmitting}>
            {t('reset.submit')}
          </Button>
        </div>
      </form>
    </>
  );
}
