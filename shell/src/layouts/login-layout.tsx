import { css, type Theme } from '@emotion/react';
import { useRef, type ReactNode } from 'react';
import { LanguageSwitch } from '../header/language-switch';
import { ShopLogo } from '../header/shop-logo';
import { pathTo } from '@shop/platform/routes';
import { cluster, useToastsBelow } from '@shop/ui';

/** Customer pages (login, register, ...): the logo, the language switch, and a centred card. */
export function LoginLayout({ children }: { children: ReactNode }) {
  // The toasts sit under the header (decision 042).
  const header = useRef<HTMLElement>(null);
  useToastsBelow(header);
  return (
    <div css={page}>
      <header ref={header} css={top}>
        <ShopLogo to={pathTo('home')} height={40} />
        <LanguageSwitch />
      </header>
      <main id="main" css={card}>
        {children}
      </main>
    </div>
  );
}

const page = (theme: Theme) => css`
  min-height: 100vh;
  background: ${theme.color.background};
  padding: ${theme.space[3]};
  ${theme.media.up.sm} {
    padding: ${theme.space[4]};
  }
`;

// On a phone the logo and the language switch share one row while they fit, and wrap rather than push the page wide.
const top = (theme: Theme) => css`
  ${cluster(2)(theme)}
  justify-content: space-between;
  align-items: center;
  max-width: ${theme.layout.content};
  margin: 0 auto ${theme.space[4]};
  ${theme.media.up.sm} {
    margin-bottom: ${theme.space[6]};
  }
`;

const card = (theme: Theme) => css`
  max-width: ${theme.layout.form};
  min-width: 0;
  margin: 0 auto;
  padding: ${theme.space[4]};
  background: ${theme.color.surface};
  border-radius: ${theme.radius.lg};
  box-shadow: ${theme.shadow.md};
  overflow-wrap: anywhere;
  ${theme.media.up.sm} {
    padding: ${theme.space[6]};
  }
`;
