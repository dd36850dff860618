import { NavLink } from 'react-router-dom';
import { useHeader } from '@shop/platform';
import { useShellTexts } from '../i18n/texts';
import type { NavItem } from './nav-items';

/**
 * A navigation link that shows its counter with an accessible name. Like every link, it warms its page on intent
 * (WarmLinksOnIntent).
 */
export function ShellNavLink({ item, onNavigate }: { item: NavItem; onNavigate?: () => void }) {
  const t = useShellTexts();
  const header = useHeader().data;
  const count = item.counter && header ? header[item.counter] : undefined;
  return (
    <NavLink to={item.to} end onClick={onNavigate}>
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
