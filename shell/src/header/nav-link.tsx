import { NavLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useHeader } from '@shop/platform';
import { useShellTexts } from '../i18n/texts';
import { preloadPath } from '../remotes/preload-route';
import type { NavItem } from './nav-items';

/** A navigation link that warms its page on intent (hover, focus) and shows its counter with an accessible name. */
export function ShellNavLink({ item, onNavigate }: { item: NavItem; onNavigate?: () => void }) {
  const t = useShellTexts();
  const { i18n } = useTranslation();
  const header = useHeader().data;
  const count = item.counter && header ? header[item.counter] : undefined;
  const preload = () => preloadPath(item.to, i18n);
  return (
    <NavLink to={item.to} end onMouseEnter={preload} onFocus={preload} onClick={onNavigate}>
      {t(item.label)}
      {count !== undefined && count > 0 ? (
        <span
          className="nav-count"
          aria-label={t(item.counter === 'cart_total' ? 'header.cartCount' : 'header.wishCount', { count })}
        >
          {count}
        </span>
      ) : null}
    </NavLink>
  );
}
