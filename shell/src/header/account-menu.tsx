import { css, type Theme } from '@emotion/react';
import { useHeader } from '@shop/platform';
import { bareList, Button, stack } from '@shop/ui';
import { useShellTexts } from '../i18n/texts';
import { wideHeader } from './header-media';
import { headerToggle } from './header-styles';
import { ShellNavLink } from './nav-link';
import { accountNav } from './nav-items';
import { useDisclosure } from './use-disclosure';

/**
 * The signed-in customer's part of the header: the greeting, then their pages and logout. On a wide screen the
 * pages sit behind a "My account" button (one header row at 1280 px and up); inside the phone menu they are listed
 * as they are, the button hidden.
 */
export function AccountMenu({ onNavigate, onLogout }: { onNavigate: () => void; onLogout: () => void }) {
  const t = useShellTexts();
  const { data } = useHeader();
  const menu = useDisclosure();
  const followed = () => {
    menu.close();
    onNavigate();
  };
  return (
    <div css={account}>
      {data?.user_name ? <p css={greeting}>{t('header.greeting', { name: data.user_name })}</p> : null}
      <button type="button" className="account-toggle" {...menu.buttonProps}>
        {t('nav.account')}
        <span aria-hidden="true" className="chevron" />
      </button>
      <nav aria-label={t('nav.account')} {...menu.regionProps}>
        <ul>
          {accountNav.map((item) => (
            <li key={item.label}>
              <ShellNavLink item={item} onNavigate={followed} />
            </li>
          ))}
          <li>
            <Button
              variant="ghost"
              size="sm"
              onClick={() => {
                followed();
                onLogout();
              }}
            >
              {t('nav.logout')}
            </Button>
          </li>
        </ul>
      </nav>
    </div>
  );
}

const account = (theme: Theme) => css`
  position: relative;
  ${stack(1)(theme)}
  align-items: stretch;
  .account-toggle {
    display: none;
  }
  & > nav > ul {
    ${bareList}
  }
  /* Logout is the kit's small button: here it reads and lines up as the account's links beside it. */
  & > nav button {
    justify-content: flex-start;
    font: inherit;
  }
  ${wideHeader(theme)} {
    flex-direction: row;
    align-items: center;
    gap: ${theme.space[2]};
    .account-toggle {
      ${headerToggle(theme, 1)}
    }
    .account-toggle[aria-expanded='true'] .chevron {
      transform: rotate(180deg);
    }
    .chevron {
      border: ${theme.space[1]} solid transparent;
      border-top-color: currentColor;
      margin-top: ${theme.space[1]};
      transition: transform ${theme.transition.fast};
    }
    & > nav {
      position: absolute;
      top: 100%;
      right: 0;
      z-index: ${theme.zIndex.popup};
      min-width: ${theme.layout.column};
      margin-top: ${theme.space[1]};
      padding: ${theme.space[2]};
      background: ${theme.color.surface};
      border: ${theme.borderWidth.thin} solid ${theme.color.border};
      border-radius: ${theme.radius.md};
      box-shadow: ${theme.shadow.md};
    }
    & > nav[data-open='false'] {
      display: none;
    }
    & > nav a,
    & > nav button {
      width: 100%;
      justify-content: flex-start;
    }
  }
`;

const greeting = (theme: Theme) => css`
  margin: 0;
  color: ${theme.color.textMuted};
  font-size: ${theme.fontSize.sm};
  white-space: nowrap;
`;
