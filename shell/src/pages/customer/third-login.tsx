import { css, type Theme } from '@emotion/react';
import { useId } from 'react';
import { useLocation } from 'react-router-dom';
import { isSafeReturnPath, socialLogin, type SocialProvider } from '@shop/api/calls';
import { api, FailureAlert, useAction } from '@shop/platform';
import { Button, pageTitle, stack } from '@shop/ui';
import type { ShellTexts } from '../../i18n/en';
import { useShellTexts } from '../../i18n/texts';
import { returnPathFrom } from '../../routing/guards';

const PROVIDERS: readonly { type: SocialProvider; label: keyof ShellTexts }[] = [
  { type: 'google', label: 'social.google' },
  { type: 'facebook', label: 'social.facebook' },
  { type: 'tiktok', label: 'social.tiktok' },
];

/** Starts a social login: asks the backend for the provider's address and goes there (a full navigation). */
export async function startSocialLogin(
  type: SocialProvider,
  search: string,
  go: (url: string) => void = (url) => window.location.assign(url),
): Promise<void> {
  const { url } = await api.call(socialLogin, { type, redirect: returnPathFrom(search) });
  if (!isProviderAddress(url)) throw new Error('social login answered an address that is not a web page');
  go(url);
}

/**
 * A provider's page is on its own site (a real provider's, or the simulated one on the development backend's
 * address, since the store never forwards /__dev): a web address or a path of this site, never a script or data
 * URL.
 */
function isProviderAddress(url: string): boolean {
  if (isSafeReturnPath(url)) return true;
  try {
    const { protocol } = new URL(url);
    return (protocol === 'https:' || protocol === 'http:') && /^https?:\/\//i.test(url);
  } catch {
    return false;
  }
}

/**
 * The ThirdLogin component: one button per social provider. Under a login or register form it is a section
 * of that page; `standalone` (its own route) makes its title the page's heading.
 */
export function ThirdLogin({ standalone = false }: { standalone?: boolean }) {
  const t = useShellTexts();
  const { search } = useLocation();
  const action = useAction<SocialProvider>();
  const titleId = useId();

  const start = async (type: SocialProvider) => {
    const answer = await action.run(socialLogin, { type, redirect: returnPathFrom(search) }, { key: type });
    if (!answer) return;
    // An external redirect is a full navigation (spec 4).
    if (isProviderAddress(answer.url)) window.location.assign(answer.url);
    else action.setFailure({ kind: 'failed' });
  };

  return (
    <section aria-labelledby={titleId} css={standalone ? undefined : box}>
      {standalone ? (
        <h1 id={titleId} css={pageTitle}>
          {t('social.pageTitle')}
        </h1>
      ) : (
        <h2 id={titleId}>{t('social.title')}</h2>
      )}
      <FailureAlert failure={action.failure} />
      <div css={buttons}>
        {PROVIDERS.map((provider) => (
          <Button
            key={provider.type}
            loading={action.isPending(provider.type)}
            disabled={action.pending}
            onClick={() => void start(provider.type)}
          >
            {t(provider.label)}
          </Button>
        ))}
      </div>
    </section>
  );
}

const box = (theme: Theme) => css`
  margin-top: ${theme.space[6]};
  padding-top: ${theme.space[4]};
  border-top: ${theme.borderWidth.thin} solid ${theme.color.border};
  & > h2 {
    font-size: ${theme.fontSize.sm};
    font-weight: ${theme.fontWeight.medium};
    color: ${theme.color.textMuted};
    text-align: center;
  }
`;

const buttons = stack(2);
