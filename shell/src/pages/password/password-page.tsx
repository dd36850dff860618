import { css, type Theme } from '@emotion/react';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { ApiError } from '@shop/api';
import { ErrorCode, type CallData } from '@shop/api/calls';
import { getWebsitePassword, validateWebsitePassword } from '@shop/api/contract';
import { callKey, FailureAlert, PageHead, useAction, useCall, useHeader, useValidationText } from '@shop/platform';
import { Field, Input } from '@shop/ui';
import { useShopIcon } from '../../header/use-shop-icon';
import { SubmitRow } from '../../forms/submit-row';
import { useShellTexts } from '../../i18n/texts';
import { returnPathFrom } from '../../routing/guards';
import { useApiForm } from '@shop/platform/forms';

/** The shop password gate (spec 2, 4): prompt, labelled password field, Enter. */
export default function PasswordPage() {
  const t = useShellTexts();
  const tv = useValidationText();
  const navigate = useNavigate();
  const { mutate } = useSWRConfig();
  const { search } = useLocation();
  const gate = useCall(getWebsitePassword, {});
  const { data: header } = useHeader();
  useShopIcon(header);
  // Spec 5: the wrong password is told next to the field.
  const { form, failure, run } = useApiForm(
    validateWebsitePassword.input,
    { password: '' },
    { refusalFields: { shop_password_incorrect: 'password' } },
  );
  const action = useAction();
  const { errors } = form.formState;
  const back = returnPathFrom(search);

  if (gate.data && !gate.data.is_page) return <Navigate to={back} replace />;

  return (
    <section css={page} aria-labelledby="gate-title">
      <PageHead title={t('gate.title')} noindex />
      {header ? <img src={header.logo} alt={header.name} height={40} /> : null}
      <h1 id="gate-title">{t('gate.title')}</h1>
      <p>{t('gate.prompt')}</p>
      <FailureAlert failure={failure} />
      <form
        noValidate
        onSubmit={run(async (values) => {
          try {
            if (!(await action.submit(validateWebsitePassword, values))) return;
          } catch (error) {
            if (!isOtherRefusal(error)) throw error;
            form.setError('password', { type: 'server', message: t('gate.notAccepted') });
            return;
          }
          const after = await mutate<CallData<typeof getWebsitePassword>>(callKey(getWebsitePassword, {}));
          // Passed, yet the shop still asks (the verification cookie was not kept): going on would only come back.
          if (after?.is_page) {
            form.setError('password', { type: 'server', message: t('gate.notAccepted') });
            return;
          }
          navigate(back, { replace: true });
        })}
      >
        <Field label={t('gate.label')} error={tv(errors.password?.message)} required>
          {(p) => <Input {...p} type="password" autoComplete="off" {...form.register('password')} />}
        </Field>
        <SubmitRow pending={action.pending}>{t('gate.enter')}</SubmitRow>
      </form>
    </section>
  );
}

/**
 * Spec 5 words the wrong shop password twice. The backend's refusal (shop_password_incorrect) is told with the
 * first wording; any other refusal of the check (another 4xx: the check failed for a reason that is not a wrong
 * password) with the second, 'Incorrect password, please try again'. Being throttled (429), lost connections,
 * timeouts and server failures are not about the password: they keep their own message (the throttle's with the
 * seconds left) and the form its retry.
 */
function isOtherRefusal(error: unknown): boolean {
  if (!(error instanceof ApiError)) return false;
  if (error.code >= ErrorCode.SERVER || error.code === ErrorCode.UNAUTHENTICATED) return false;
  // Throttled, the password was not even checked: the server's "Too many attempts… in N seconds" is the truth.
  if (error.code === ErrorCode.LIMIT || error.key === 'shop_password_incorrect') return false;
  // A field's own message (required, too long) is told by the field as the backend gave it.
  const fields = (error.data as { errors?: unknown } | null)?.errors;
  return !(fields && typeof fields === 'object' && Object.keys(fields).length > 0);
}

const page = (theme: Theme) => css`
  max-width: ${theme.layout.narrow};
  margin: 0 auto;
  padding: ${theme.space[8]} ${theme.space[4]};
  text-align: center;
  & > h1 {
    font-size: ${theme.fontSize.xl};
    margin: ${theme.space[4]} 0 ${theme.space[2]};
  }
  & form {
    text-align: left;
  }
`;
