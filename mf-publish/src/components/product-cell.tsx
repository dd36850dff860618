import { css, type Theme } from '@emotion/react';
import { usePublishTexts } from '../i18n/texts';

/** A product as every table of this remote shows it: its picture, name and SKU. */
export function ProductCell({ product }: { product: { name: string; sku: string; image_url: string } }) {
  const t = usePublishTexts();
  return (
    <div css={cell}>
      <img src={product.image_url} alt="" width={48} height={48} />
      <div>
        {/* The name is the seller's free text: React renders it as text, never as markup. */}
        <p css={name}>{product.name}</p>
        <p css={muted}>{t('products.sku', { sku: product.sku })}</p>
      </div>
    </div>
  );
}

const cell = (theme: Theme) => css`
  display: flex;
  gap: ${theme.space[3]};
  align-items: flex-start;
  & img {
    flex: none;
    border-radius: ${theme.radius.sm};
    background: ${theme.color.surface};
  }
  & p {
    margin: 0;
  }
`;

const name = (theme: Theme) => css`
  font-weight: ${theme.fontWeight.medium};
  overflow-wrap: anywhere;
`;

const muted = (theme: Theme) => css`
  color: ${theme.color.textMuted};
  font-size: ${theme.fontSize.sm};
`;
