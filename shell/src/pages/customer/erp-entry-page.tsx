import { useEffect, useRef, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { irregularEntry, isSafeReturnPath } from '@shop/api/calls';
import { actionFailure, api, FailureAlert, PageHead, refreshHeader, signIn, type FormFailure } from '@shop/platform';
import { pathTo } from '@shop/platform/routes';
import { pageTitle, Skeleton } from '@shop/ui';
import { formLinks } from '../../forms/form-styles';
import { useShellTexts } from '../../i18n/texts';

/**
 * `/pc/customer/erp-entry?code=…`: the ERP sends the customer here with a one-time entry code. The backend spends
 * the code and answers a session; the customer lands on the publish page (or the ERP's own safe `redirect`).
 * A used or expired code is told with the contract's message (entry_code_invalid), with the way to sign in.
 */
export default function ErpEntryPage() {
  const t = useShellTexts();
  const { search } = useLocation();
  const navigate = useNavigate();
  const [failure, setFailure] = useState<FormFailure | null>(null);
  // A code works once: React's development double effect must not spend it twice.
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const params = new URLSearchParams(search);
    const asked = params.get('redirect');
    const redirect = asked && isSafeReturnPath(asked) ? asked : pathTo('publish');
    api
      .call(irregularEntry, { code: params.get('code') ?? '', redirect })
      .then(async (session) => {
        signIn(session);
        await refreshHeader();
        navigate(isSafeReturnPath(session.redirect) ? session.redirect : pathTo('publish'), { replace: true });
      })
      .catch((caught: unknown) => setFailure(actionFailure(caught) ?? { kind: 'failed' }));
  }, [search, navigate]);

  return (
    <>
      <PageHead title={t('erpEntry.title')} noindex />
      <h1 css={pageTitle}>{t('erpEntry.title')}</h1>
      {failure ? null : <Skeleton label={t('erpEntry.completing')} lines={2} />}
      <FailureAlert failure={failure} />
      {failure ? (
        <div css={formLinks}>
          <Link to={pathTo('login')}>{t('erpEntry.toLogin')}</Link>
        </div>
      ) : null}
    </>
  );
}
