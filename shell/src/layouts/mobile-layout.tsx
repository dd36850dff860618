import { css, type Theme } from '@emotion/react';
import { useId, useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useIsAuthenticated } from '@shop/platform';
import { LanguageSwitch } from '../header/language-switch';
import { ShellNavLink } from '../header/nav-link';
import { accountNav, primaryNav } from '../header/nav-items';
import { ShopLogo } from '../header/shop-logo';
import { useSessionActions } from '../header/use-session-actions';
import { useShellTexts } from '../i18n/texts';
import { loginPath } from '../routing/guards';
import { pathTo } from '@shop/platform/routes';

/** The mobile layout: a compact bar with a menu button that opens the navigation. */
export function MobileLayout({ children }: { children: ReactNode }) {
  const t = useShellTexts();
  const menuId = useId();
  const [open, setOpen] = useState(false);
  const authenticated = useIsAuthenticated();
  const actions = useSessionActions();
  const close = () => setOpen(false);

  return (
    <div css={page}>
      <header css={bar}>
        <ShopLogo to={pathTo('mobileIndex')} height={32} />
        <button
          type="button"
          css={menuButton}
          aria-expanded={open}
          aria-controls={menuId}
          onClick={() => setOpen(!open)}
        >
          {t(open ? 'nav.closeMenu' : 'nav.openMenu')}
        </button>
      </header>
      <nav id={menuId} aria-label={t('nav.label')} hidden={!open} css={menu}>
        <ul>
          {[...primaryNav, ...(authenticated ? accountNav : [])].map((item) => (
            <li key={`${item.label}-${item.to}`}>
              <ShellNavLink item={item} onNavigate={close} />
            </li>
          ))}
          <li>
            {authenticated ? (
              <button type="button" onClick={actions.logout}>
                {t('nav.logout')}
              </button>
            ) : (
              <Link to={loginPath(window.location.pathname)} onClick={close}>
                {t('nav.signIn')}
              </Link>
            )}
          </li>
        </ul>
        <LanguageSwitch />
      </nav>
      <main id="main" css={main}>
        {children}
      </main>
    </div>
  );
}

const page = (theme: Theme) => css`
  min-height: 100vh;
  background: ${theme.color.background};
`;

const bar = (theme: Theme) => css`
  display: flex;
  justify-content: space-between;
  align-items: center;
  padding: ${theme.space[2]} ${theme.space[3]};
  background: ${theme.color.surface};
  border-bottom: ${theme.borderWidth.thin} solid ${theme.color.border};
`;

const menuButton = (theme: Theme) => css`
  font: inherit;
  min-height: ${theme.size.tapTarget};
  padding: 0 ${theme.space[3]};
  border: ${theme.borderWidth.thin} solid ${theme.color.border};
  border-radius: ${theme.radius.md};
  background: ${theme.color.surface};
  color: ${theme.color.text};
`;

const menu = (theme: Theme) => css`
  padding: ${theme.space[3]};
  background: ${theme.color.surface};
  border-bottom: ${theme.borderWidth.thin} solid ${theme.color.border};
  & ul {
    list-style: none;
    margin: 0 0 ${theme.space[3]};
    padding: 0;
  }
  & a,
  & button {
    display: flex;
    gap: ${theme.space[2]};
    min-height: ${theme.size.tapTarget};
    align-items: center;
    font: inherit;
    color: ${theme.color.text};
    text-decoration: none;
    background: none;
    border: 0;
    padding: 0;
  }
  .nav-count {
    padding: 0 ${theme.space[1]};
    border-radius: ${theme.radius.pill};
    background: ${theme.color.primary};
    color: ${theme.color.onPrimary};
  }
`;

const main = (theme: Theme) => css`
  padding: ${theme.space[3]};
`;
