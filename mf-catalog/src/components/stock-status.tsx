import { css, type Theme } from '@emotion/react';
import { useCatalogTexts } from '../i18n/texts';

/** 'In stock' or 'Sold out', in words (never colour alone). */
export function StockStatus({ soldOut }: { soldOut: boolean }) {
  const t = useCatalogTexts();
  return <span css={(theme: Theme) => badge(theme, soldOut)}>{t(soldOut ? 'stock.soldOut' : 'stock.in')}</span>;
}

const badge = (theme: Theme, soldOut: boolean) => css`
  display: inline-block;
  padding: 0 ${theme.space[2]};
  border-radius: ${theme.radius.pill};
  font-size: ${theme.fontSize.xs};
  font-weight: ${theme.fontWeight.medium};
  color: ${soldOut ? theme.color.danger : theme.color.success};
  background: ${soldOut ? theme.color.dangerSoft : theme.color.successSoft};
`;
