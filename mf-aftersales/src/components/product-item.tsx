import { css, type Theme } from '@emotion/react';
import type { CallData, listAfterSales } from '@shop/api/calls';
import { useAfterSalesTexts } from '../i18n/texts';

type Product = CallData<typeof listAfterSales>['items'][number]['products'][number];

/** One product of the order a request is about: picture, name, SKU and quantity. */
export function ProductItem({ product }: { product: Product }) {
  const t = useAfterSalesTexts();
  return (
    <div css={row}>
      <img src={product.image_url} alt="" />
      <div>
        <p>{product.name}</p>
        <p>{t('product.sku', { sku: product.sku })}</p>
        <p>{t('product.quantity', { quantity: product.quantity })}</p>
      </div>
    </div>
  );
}

const row = (theme: Theme) => css`
  display: flex;
  gap: ${theme.space[3]};
  align-items: flex-start;
  & img {
    width: ${theme.space[8]};
    height: ${theme.space[8]};
    object-fit: cover;
  }
  & p {
    margin: 0 0 ${theme.space[1]};
  }
`;
