import { css, type Theme } from '@emotion/react';
import { Button } from '@shop/ui';
import { useCatalogTexts } from '../../../i18n/texts';
import { useAddToFavorites } from '../hooks/use-add-to-favorites';

export interface AddToFavoritesButtonProps {
  productId: number;
  isFavorite: boolean;
  /** Called once the product is a favorite (the page reads it again). */
  onAdded: () => void;
}

/** 'Add to favorites', or the note that it already is one; a visitor is sent to login first. */
export function AddToFavoritesButton({ productId, isFavorite, onAdded }: AddToFavoritesButtonProps) {
  const t = useCatalogTexts();
  const { add, pending } = useAddToFavorites(onAdded);
  if (isFavorite) return <span css={saved}>{t('favorites.saved')}</span>;
  return (
    <Button loading={pending} onClick={() => void add(productId)}>
      {t('favorites.add')}
    </Button>
  );
}

const saved = (theme: Theme) => css`
  display: inline-flex;
  align-items: center;
  min-height: ${theme.control.height};
  color: ${theme.color.primary};
  font-weight: ${theme.fontWeight.medium};
`;
