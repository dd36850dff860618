import { css, type Theme } from '@emotion/react';
import { Link, useLocation } from 'react-router-dom';
import { useIsAuthenticated } from '@shop/platform';
import { useRef } from 'react';
import { bareList, Button, cluster, stack, useToastsBelow, visuallyHiddenStyle } from '@shop/ui';
import { pathTo } from '@shop/platform/routes';
import { useShellTexts } from '../i18n/texts';
import { loginPath } from '../routing/guards';
import { AccountMenu } from './account-menu';
import { BarCartLink } from './bar-cart-link';
import { wideHeader } from './header-media';
import { countBadge, headerToggle } from './header-styles';
import { LanguageSwitch } from './language-switch';
import { ShellNavLink } from './nav-link';
import { primaryNav } from './nav-items';
import { ShopLogo } from './shop-logo';
import { useDisclosure } from './use-disclosure';
import { useSessionActions } from './use-session-actions';

/**
 * The store's header on every page of the default and mobile layouts (spec 2's navigation): the logo, the
 * navigation with its counters and the ERP center, the language switch, sign in or the account menu. One markup for
 * every screen: below the theme's `lg` breakpoint it is a compact bar whose menu button discloses everything else.
 * In the mobile layout (`mobile`) a link to a page the mobile route set also has leads to that one.
 */
export function SiteHeader({ home = pathTo('home'), mobile = false }: { home?: string; mobile?: boolean }) {
  const t = useShellTexts();
  const authenticated = useIsAuthenticated();
  const actions = useSessionActions();
  const menu = useDisclosure();
  const location = useLocation();
  // The toasts sit under the header, its menu included when open (decision 042).
  const header = useRef<HTMLElement>(null);
  useToastsBelow(header);

  return (
    <header ref={header} css={bar}>
      <a href="#main" css={skipLink}>
        {t('header.skipToContent')}
      </a>
      <ShopLogo to={home} height={32} />
      <BarCartLink onNavigate={menu.close} />
      <button type="button" className="menu-toggle" css={menuToggle} {...menu.buttonProps}>
        <span aria-hidden="true" className="bars" />
        <span className="menu-label">{t(menu.open ? 'nav.closeMenu' : 'nav.openMenu')}</span>
      </button>
      <div css={panel} {...menu.regionProps}>
        <nav aria-label={t('nav.label')} css={nav}>
          <ul>
            {primaryNav.map((item) => (
              <li key={item.label}>
                <ShellNavLink
                  item={mobile && item.mobileTo ? { ...item, to: item.mobileTo } : item}
                  onNavigate={menu.close}
                />
              </li>
            ))}
            {authenticated ? (
              <li>
                <Button
                  variant="ghost"
                  size="sm"
                  onClick={() => {
                    menu.close();
                    void actions.openErpCenter();
                  }}
                >
                  {t('nav.erpCenter')}
                </Button>
              </li>
            ) : null}
          </ul>
        </nav>
        <div css={tools}>
          <LanguageSwitch />
          {authenticated ? (
            <AccountMenu onNavigate={menu.close} onLogout={() => void actions.logout()} />
          ) : (
            <Link to={loginPath(`${location.pathname}${location.search}`)} css={signIn} onClick={menu.close}>
              {t('nav.signIn')}
            </Link>
          )}
        </div>
      </div>
    </header>
  );
}

const bar = (theme: Theme) => css`
  position: relative;
  ${cluster([2, 4])(theme)}
  align-items: center;
  justify-content: space-between;
  padding: ${theme.space[2]} ${theme.space[3]};
  background: ${theme.color.surface};
  border-bottom: ${theme.borderWidth.thin} solid ${theme.color.border};
  ${wideHeader(theme)} {
    flex-wrap: nowrap;
    justify-content: flex-start;
    padding: ${theme.space[3]} ${theme.space[6]};
  }
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
    transform: none;
    top: ${theme.space[2]};
  }
`;

const menuToggle = (theme: Theme) => css`
  ${headerToggle(theme, 2)}
  .bars {
    width: ${theme.space[4]};
    height: ${theme.space[3]};
    border-top: ${theme.borderWidth.thick} solid currentColor;
    border-bottom: ${theme.borderWidth.thick} solid currentColor;
    background: linear-gradient(currentColor, currentColor) center / 100% ${theme.borderWidth.thick} no-repeat;
  }
  /* The narrowest phones fit the logo, the cart and the menu on one row only with the bars alone: the words stay
     the button's name for screen readers, and show from sm up. */
  ${theme.media.down.sm} {
    justify-content: center;
    min-width: ${theme.size.tapTarget};
    padding: 0;
    .menu-label {
      ${visuallyHiddenStyle}
    }
  }
  ${wideHeader(theme)} {
    display: none;
  }
`;

/** The menu's region: the whole width under the bar on a phone (when open); the rest of the row on a wide screen. */
const panel = (theme: Theme) => css`
  flex-basis: 100%;
  ${stack(3)(theme)}
  padding: ${theme.space[2]} 0 ${theme.space[1]};
  border-top: ${theme.borderWidth.thin} solid ${theme.color.border};
  &[data-open='false'] {
    display: none;
  }
  ${wideHeader(theme)} {
    flex: 1;
    flex-direction: row;
    align-items: center;
    min-width: 0;
    padding: 0;
    border-top: 0;
    &[data-open='false'] {
      display: flex;
    }
  }
`;

const nav = (theme: Theme) => css`
  & > ul {
    ${bareList}
    display: flex;
    flex-direction: column;
  }
  a,
  button {
    display: flex;
    align-items: center;
    gap: ${theme.space[1]};
    width: 100%;
    min-height: ${theme.size.tapTarget};
    padding: 0 ${theme.space[2]};
    color: ${theme.color.text};
    text-decoration: none;
    border-radius: ${theme.radius.sm};
  }
  /* The ERP center is the kit's small button: here it reads and lines up as the links beside it. */
  button {
    justify-content: flex-start;
    font: inherit;
  }
  a:hover,
  a[aria-current='page'] {
    color: ${theme.color.primary};
  }
  .nav-count {
    ${countBadge(theme)}
  }
  ${wideHeader(theme)} {
    & > ul {
      ${cluster([0, 1])(theme)}
      flex-direction: row;
      align-items: center;
    }
    a,
    button {
      width: auto;
      white-space: nowrap;
    }
  }
`;

const tools = (theme: Theme) => css`
  ${stack(3)(theme)}
  align-items: stretch;
  a,
  button {
    display: flex;
    align-items: center;
    gap: ${theme.space[1]};
    min-height: ${theme.size.tapTarget};
    padding: 0 ${theme.space[2]};
    color: ${theme.color.text};
    text-decoration: none;
  }
  .nav-count {
    ${countBadge(theme)}
  }
  ${wideHeader(theme)} {
    flex-direction: row;
    align-items: center;
    gap: ${theme.space[4]};
    margin-left: auto;
  }
`;

const signIn = (theme: Theme) => css`
  && {
    justify-content: center;
    padding: 0 ${theme.space[4]};
    border-radius: ${theme.radius.md};
    background: ${theme.color.primary};
    color: ${theme.color.onPrimary};
  }
`;
