import { css, type Theme } from '@emotion/react';
import { Link } from 'react-router-dom';
import { useHeader, useIsAuthenticated } from '@shop/platform';
import { Button } from '@shop/ui';
import { useShellTexts } from '../i18n/texts';
import { LanguageSwitch } from './language-switch';
import { ShellNavLink } from './nav-link';
import { accountNav, primaryNav } from './nav-items';
import { ShopLogo } from './shop-logo';
import { useSessionActions } from './use-session-actions';
import { loginPath } from '../routing/guards';
import { pathTo } from '@shop/platform/routes';

/** The desktop header: logo, navigation (spec 2), counters, language switch, sign in or the account menu. */
export function SiteHeader() {
  const t = useShellTexts();
  const { data } = useHeader();
  const authenticated = useIsAuthenticated();
  const actions = useSessionActions();

  return (
    <header css={bar}>
      <a href="#main" css={skipLink}>
        {t('header.skipToContent')}
      </a>
      <ShopLogo to={pathTo('home')} height={40} />
      <nav aria-label={t('nav.label')} css={nav}>
        <ul>
          {primaryNav.map((item) => (
            <li key={item.label}>
              <ShellNavLink item={item} />
            </li>
          ))}
          {authenticated ? (
            <li>
              <Button variant="ghost" size="sm" onClick={actions.openErpCenter}>
                {t('nav.erpCenter')}
              </Button>
            </li>
          ) : null}
        </ul>
      </nav>
      <div css={tools}>
        <LanguageSwitch />
        {authenticated ? (
          <nav aria-label={t('nav.account')} css={nav}>
            <ul>
              {data?.user_name ? <li css={greeting}>{t('header.greeting', { name: data.user_name })}</li> : null}
              {accountNav.map((item) => (
                <li key={item.label}>
                  <ShellNavLink item={item} />
                </li>
              ))}
              <li>
                <Button variant="ghost" size="sm" onClick={actions.logout}>
                  {t('nav.logout')}
                </Button>
              </li>
            </ul>
          </nav>
        ) : (
          <Link to={loginPath(currentPath())} css={signIn}>
            {t('nav.signIn')}
          </Link>
        )}
      </div>
    </header>
  );
}

function currentPath(): string {
  return `${window.location.pathname}${window.location.search}`;
}

const bar = (theme: Theme) => css`
  position: relative;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space[4]};
  padding: ${theme.space[3]} ${theme.space[6]};
  background: ${theme.color.surface};
  border-bottom: ${theme.borderWidth.thin} solid ${theme.color.border};
`;

const skipLink = (theme: Theme) => css`
  position: absolute;
  left: ${theme.space[2]};
  top: 0;
  transform: translateY(-200%);
  padding: ${theme.space[2]} ${theme.space[3]};
  background: ${theme.color.primary};
  color: ${theme.color.onPrimary};
  z-index: ${theme.zIndex.popup};
  &:focus {
    top: ${theme.space[2]};
  }
`;

const nav = (theme: Theme) => css`
  & > ul {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${theme.space[1]} ${theme.space[3]};
    list-style: none;
    margin: 0;
    padding: 0;
  }
  a {
    display: inline-flex;
    align-items: center;
    gap: ${theme.space[1]};
    padding: ${theme.space[1]} ${theme.space[2]};
    color: ${theme.color.text};
    text-decoration: none;
    border-radius: ${theme.radius.sm};
  }
  a:hover,
  a[aria-current='page'] {
    color: ${theme.color.primary};
  }
  .nav-count {
    min-width: ${theme.size.badge};
    padding: 0 ${theme.space[1]};
    border-radius: ${theme.radius.pill};
    background: ${theme.color.primary};
    color: ${theme.color.onPrimary};
    font-size: ${theme.fontSize.xs};
    text-align: center;
  }
`;

const tools = (theme: Theme) => css`
  display: flex;
  align-items: center;
  gap: ${theme.space[4]};
  margin-left: auto;
`;

const greeting = (theme: Theme) => css`
  color: ${theme.color.textMuted};
  font-size: ${theme.fontSize.sm};
`;

const signIn = (theme: Theme) => css`
  padding: ${theme.space[2]} ${theme.space[4]};
  border-radius: ${theme.radius.md};
  background: ${theme.color.primary};
  color: ${theme.color.onPrimary};
  text-decoration: none;
`;
