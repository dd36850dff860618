import { css, type Theme } from '@emotion/react';
import { Link } from 'react-router-dom';
import { useHeader } from '@shop/platform';
import { VisuallyHidden } from '@shop/ui';
import { pathTo } from '@shop/platform/routes';
import { useShellTexts } from '../i18n/texts';
import { wideHeader } from './header-media';
import { countBadge } from './header-styles';

/**
 * The cart on the compact bar, beside the menu button, so a phone or tablet reaches it in one tap and sees its
 * count change as a product is added (the header's data is read again then). Its name is its visible word and the count
 * told in words ("Cart 3 items in cart"), as the wide header's link says it (WCAG 2.5.3: the name holds what is seen). The wide row has the cart in its navigation, so it is hidden there.
 */
export function BarCartLink({ onNavigate }: { onNavigate: () => void }) {
  const t = useShellTexts();
  const count = useHeader().data?.cart_total ?? 0;
  return (
    <Link to={pathTo('cart')} css={link} onClick={onNavigate}>
      {t('nav.cart')}
      {count > 0 ? (
        <>
          {/* The number is seen; its words are heard (an aria-label would say the count twice to tests and tools
              that look for the wide header's counter by its label). */}
          <span css={countBadge} aria-hidden="true">
            {count}
          </span>
          <VisuallyHidden>{` ${t('header.cartCount', { count })}`}</VisuallyHidden>
        </>
      ) : null}
    </Link>
  );
}

const link = (theme: Theme) => css`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space[1]};
  min-height: ${theme.size.tapTarget};
  margin-left: auto;
  padding: 0 ${theme.space[3]};
  color: ${theme.color.text};
  text-decoration: none;
  border: ${theme.borderWidth.thin} solid ${theme.color.border};
  border-radius: ${theme.radius.md};
  ${wideHeader(theme)} {
    display: none;
  }
`;
