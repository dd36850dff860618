import { css, type Theme } from '@emotion/react';
import { Link } from 'react-router-dom';
import { useHeader } from '@shop/platform';
import { VisuallyHidden } from '@shop/ui';
import { useShellTexts } from '../i18n/texts';
import { useShopIcon } from './use-shop-icon';

/**
 * The shop's logo linking home, as every layout shows it. It also applies the header's title and favicon to
 * the document, so whichever layout is on screen keeps them right. Until the shop's header has come (or when it
 * cannot), the link is named "Store home" for screen readers: a link is never without a name.
 */
export function ShopLogo({ to, height }: { to: string; height: number }) {
  const t = useShellTexts();
  const { data } = useHeader();
  useShopIcon(data);
  return (
    <Link to={to} css={brand}>
      {data ? (
        <img src={data.logo} alt={t('header.logoAlt', { name: data.name })} height={height} />
      ) : (
        <VisuallyHidden>{t('header.logoLoading')}</VisuallyHidden>
      )}
    </Link>
  );
}

const brand = (theme: Theme) => css`
  display: inline-flex;
  flex-shrink: 0;
  min-height: ${theme.size.iconButton};
`;
