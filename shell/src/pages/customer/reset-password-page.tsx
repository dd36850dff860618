import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { resetPassword, resetPasswordInput } from '@shop/api/contract';
import { FailureAlert, PageHead, useAction, useValidationText } from '@shop/platform';
import { typedFields, useApiForm } from '@shop/platform/forms';
import { pathTo } from '@shop/platform/routes';
import { Field, Input, pageTitle } from '@shop/ui';
import { formLinks } from '../../forms/form-styles';
import { SubmitRow } from '../../forms/submit-row';
import { useShellTexts } from '../../i18n/texts';

/** What the person types; the link's token is sent beside it. */
const resetSchema = typedFields(resetPasswordInput, ['token']);
/** The link's token refused (or missing): the way on is a new link, not anything to type. */
const LINK_REFUSALS: readonly string[] = ['reset_token_invalid', 'token_required'];

export default function ResetPasswordPage() {
  const t = useShellTexts();
  const tv = useValidationText();
  const { token = '' } = useParams();
  const [done, setDone] = useState(false);
  const { form, failure, setFailure, run } = useApiForm(resetSchema, { password: '', password_confirmation: '' });
  const action = useAction();
  const { errors } = form.formState;
  // The token is no field: a refusal of it is told for the whole form, with the way to a new link.
  const linkRefused = failure?.kind === 'validation' && LINK_REFUSALS.includes(failure.key);

  if (done) {
    return (
      <>
        <PageHead title={t('reset.title')} noindex />
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
      <PageHead title={t('reset.title')} noindex />
      <h1 css={pageTitle}>{t('reset.title')}</h1>
      <FailureAlert failure={failure}>
        {linkRefused ? <Link to={pathTo('forgotPassword')}>{t('reset.requestNew')}</Link> : null}
      </FailureAlert>
      <form
        noValidate
        onSubmit={run(async (values) => {
          if (!(await action.submit(resetPassword, { ...values, token }))) return;
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
        <SubmitRow pending={action.pending}>{t('reset.submit')}</SubmitRow>
      </form>
    </>
  );
}
