import { css, type Theme } from '@emotion/react';
import { bareList } from '@shop/ui';
import { ShellNavLink } from '../../header/nav-link';
import { accountNav } from '../../header/nav-items';
import { useShellTexts } from '../../i18n/texts';

/** The account area's side menu (addresses, orders, favorites). */
export function SideMenu() {
  const t = useShellTexts();
  return (
    <nav aria-label={t('nav.account')} css={menu}>
      <ul>
        {accountNav.map((item) => (
          <li key={item.label}>
            <ShellNavLink item={item} />
          </li>
        ))}
      </ul>
    </nav>
  );
}

const menu = (theme: Theme) => css`
  min-width: ${theme.layout.card};
  padding: ${theme.space[3]};
  background: ${theme.color.surface};
  border: ${theme.borderWidth.thin} solid ${theme.color.border};
  border-radius: ${theme.radius.md};
  & ul {
    ${bareList}
  }
  & a {
    display: flex;
    justify-content: space-between;
    padding: ${theme.space[2]};
    color: ${theme.color.text};
    text-decoration: none;
    border-radius: ${theme.radius.sm};
  }
  & a[aria-current='page'],
  & a:hover {
    color: ${theme.color.primary};
    background: ${theme.color.primarySoft};
  }
`;
