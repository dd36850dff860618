import { css, type Theme } from '@emotion/react';
import { Link } from 'react-router-dom';
import { useFormat } from '@shop/platform';
import { useCatalogTexts } from '../i18n/texts';

export interface ProductPriceProps {
  /** Minor units; absent for visitors, to whom the backend never sends a price (spec 1). */
  price: number | undefined;
  /** Where "Login to see price" leads, when it is a link. */
  loginTo?: string;
  size?: 'md' | 'lg';
}

/** The price for a customer, or 'Login to see price' for a visitor. */
export function ProductPrice({ price, loginTo, size = 'md' }: ProductPriceProps) {
  const t = useCatalogTexts();
  const format = useFormat();
  if (price === undefined) {
    return loginTo ? (
      <Link to={loginTo} css={hidden}>
        {t('price.login')}
      </Link>
    ) : (
      <span css={hidden}>{t('price.login')}</span>
    );
  }
  return <span css={(theme: Theme) => amount(theme, size)}>{format.money(price)}</span>;
}

const amount = (theme: Theme, size: 'md' | 'lg') => css`
  color: ${theme.color.text};
  font-weight: ${theme.fontWeight.bold};
  font-size: ${size === 'lg' ? theme.fontSize.xl : theme.fontSize.md};
`;

const hidden = (theme: Theme) => css`
  color: ${theme.color.primary};
  font-size: ${theme.fontSize.sm};
  font-weight: ${theme.fontWeight.medium};
`;
