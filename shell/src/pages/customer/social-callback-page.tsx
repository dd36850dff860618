import { useEffect, useRef, useState } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router-dom';
import { isSafeReturnPath, socialCallback, type SocialProvider } from '@shop/api/calls';
import { api, FailureAlert, PageHead, refreshHeader, signIn, type SubmitFailure } from '@shop/platform';
import { pathTo } from '@shop/platform/routes';
import { pageTitle, Skeleton } from '@shop/ui';
import { formLinks } from '../../forms/form-styles';
import { useShellTexts } from '../../i18n/texts';

/** The provider sends the browser back here with code and state; the backend checks both and signs in. */
export default function SocialCallbackPage() {
  const t = useShellTexts();
  const { type } = useParams();
  const { search } = useLocation();
  const navigate = useNavigate();
  const [failure, setFailure] = useState<SubmitFailure['form']>(null);
  // A code works once: React's development double effect must not spend it twice.
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const params = new URLSearchParams(search);
    api
      .call(socialCallback, {
        type: type as SocialProvider,
        code: params.get('code') ?? '',
        state: params.get('state') ?? '',
      })
      .then(async (session) => {
        signIn(session);
        await refreshHeader();
        navigate(isSafeReturnPath(session.redirect) ? session.redirect : '/', { replace: true });
      })
      .catch(() => setFailure({ kind: 'validation', key: 'social_login_failed' }));
  }, [type, search, navigate]);

  return (
    <>
      <PageHead title={t('login.title')} noindex />
      <h1 css={pageTitle}>{t('login.title')}</h1>
      {failure ? null : <Skeleton label={t('social.completing')} lines={2} />}
      <FailureAlert failure={failure} />
      {failure ? (
        <div css={formLinks}>
          <Link to={pathTo('login')}>{t('social.backToLogin')}</Link>
        </div>
      ) : null}
    </>
  );
}
