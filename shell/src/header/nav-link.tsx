import { Link, useLocation } from 'react-router-dom';
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
  const location = useLocation();
  const target = new URL(item.to, 'http://link.invalid');
  // The hash counts: Home (/pc) and All products (/pc#products) are one page, but only one of them is where you are.
  const current = location.pathname.replace(/(.)\/$/, '$1') === target.pathname && location.hash === target.hash;
  return (
    <Link to={item.to} aria-current={current ? 'page' : undefined} onClick={onNavigate}>
      {t(item.label)}
      {count !== undefined && count > 0 ? (
        <span
          className="nav-count"
          aria-label={t(item.counter === 'cart_total' ? 'header.cartCount' : 'header.wishCount', { count })}
        >
          {count}
        </span>
      ) : null}
    </Link>
  );
}
