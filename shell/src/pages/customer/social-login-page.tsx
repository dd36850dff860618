import { useEffect, useState } from 'react';
import { Link, useLocation, useParams } from 'react-router-dom';
import type { SocialProvider } from '@shop/api/calls';
import { pageTitle, Skeleton } from '@shop/ui';
import { formLinks } from '../../forms/form-styles';
import { useShellTexts } from '../../i18n/texts';
import { startSocialLogin } from './third-login';
import { describeFailure, FailureAlert, PageHead, type SubmitFailure } from '@shop/platform';
import { pathTo } from '@shop/platform/routes';

/** /pc/customer/social-login/{type}/…: starts that provider's login at once (for links from elsewhere). */
export default function SocialLoginPage() {
  const t = useShellTexts();
  const { type } = useParams();
  const { search } = useLocation();
  const [failure, setFailure] = useState<SubmitFailure['form']>(null);

  useEffect(() => {
    startSocialLogin(type as SocialProvider, search).catch((error: unknown) => setFailure(describeFailure(error).form));
  }, [type, search]);

  return (
    <>
      <PageHead title={t('login.title')} noindex />
      <h1 css={pageTitle}>{t('login.title')}</h1>
      {failure ? null : <Skeleton label={t('social.redirecting')} lines={2} />}
      <FailureAlert failure={failure} />
      {failure ? (
        <div css={formLinks}>
          <Link to={pathTo('login', {}, { search })}>{t('social.backToLogin')}</Link>
        </div>
      ) : null}
    </>
  );
}
