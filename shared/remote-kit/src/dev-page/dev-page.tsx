import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { LOGIN_PATH, RETURN_PARAM, useCommonTexts } from '@shop/platform';
import type { RemoteName } from '@shop/platform/routes';
import { pageTitle, Skeleton, stack } from '@shop/ui';
import { ownRoutes } from '../own-routes';
import { RouteList } from './route-list';
import { SessionPanel } from './session-panel';
import { DEV_PAGE_NAMESPACE, registerDevPageTexts, useDevPageTexts } from './texts';

/**
 * A remote's own dev page, at every address the remote does not own: the address asked for named as the store's,
 * the session (the demo customer's sign-in, any account's, sign-out) and the remote's routes from the route table.
 * At the login address it is the sign-in the customer pages send to, going back to `redirect` after it.
 * Its own lazy chunk (with its texts' namespace), so a monolith's first load of a real page carries none of it.
 */
export default function DevPage({ remote }: { remote: RemoteName }) {
  const { i18n } = useTranslation();
  const t = useCommonTexts();
  const [ready, setReady] = useState(() => i18n.hasResourceBundle(i18n.language, DEV_PAGE_NAMESPACE));
  useEffect(() => {
    if (!ready) void registerDevPageTexts(i18n).then(() => setReady(true));
  }, [i18n, ready]);
  return ready ? <DevPageBody remote={remote} /> : <Skeleton label={t('loading')} />;
}

function DevPageBody({ remote }: { remote: RemoteName }) {
  const t = useDevPageTexts();
  const { pathname, search } = useLocation();
  const returnTo = pathname === LOGIN_PATH ? new URLSearchParams(search).get(RETURN_PARAM) : null;
  return (
    <div css={stack(4)}>
      <h1 css={pageTitle}>{t('title', { remote })}</h1>
      {returnTo ? (
        <p>{t('signInFor', { path: returnTo })}</p>
      ) : (
        pathname !== '/' && <p>{t('elsewhere', { path: pathname, remote })}</p>
      )}
      <SessionPanel />
      <p>{t('intro')}</p>
      <RouteList routes={ownRoutes(remote)} />
    </div>
  );
}
