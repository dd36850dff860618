import { Button } from '@shop/ui';
import { useCatalogTexts } from '../../../i18n/texts';
import { useAddToCart } from '../hooks/use-add-to-cart';

export interface AddToCartButtonProps {
  productId: number;
  quantity: number;
  soldOut: boolean;
}

/** 'Add to cart'; disabled when sold out; a visitor is sent to login first. */
export function AddToCartButton({ productId, quantity, soldOut }: AddToCartButtonProps) {
  const t = useCatalogTexts();
  const { add, pending } = useAddToCart();
  return (
    <Button variant="primary" loading={pending} disabled={soldOut} onClick={() => void add(productId, quantity)}>
      {t('cart.add')}
    </Button>
  );
}
