import type { Cart, CartItem } from '@shop/api/calls';
import { useFormat } from '@shop/platform';
import { Button, ProductSummary, Table, type Column } from '@shop/ui';
import { useCheckoutTexts } from '../../../i18n/texts';
import { QuantityControl } from './quantity-control';

export interface CartTableProps {
  cart: Cart;
  busy: boolean;
  onSelect: (next: Set<number | string>) => void;
  onQuantity: (item: CartItem, quantity: number) => Promise<boolean>;
  onRemove: (items: CartItem[]) => void;
}

/** The cart's lines: product, unit price, quantity (bounded by the inventory), amount, remove; a box to select each. */
export function CartTable({ cart, busy, onSelect, onQuantity, onRemove }: CartTableProps) {
  const t = useCheckoutTexts();
  const format = useFormat();
  const columns: Column<CartItem>[] = [
    {
      key: 'product',
      cardLabel: false,
      header: t('cart.product'),
      cell: (item) => (
        <ProductSummary
          name={item.name}
          imageUrl={item.image_url}
          imageSize={64}
          details={[t('cart.sku', { sku: item.sku }), t('cart.shipsFrom', { warehouse: item.warehouse_name })]}
        />
      ),
    },
    { key: 'price', header: t('cart.unitPrice'), cell: (item) => format.money(item.unit_price) },
    {
      key: 'quantity',
      header: t('cart.quantity'),
      cell: (item) => (
        <QuantityControl
          key={item.id}
          item={item}
          disabled={busy}
          onChange={(quantity) => onQuantity(item, quantity)}
        />
      ),
    },
    { key: 'amount', header: t('cart.amount'), cell: (item) => format.money(item.amount) },
    {
      key: 'actions',
      cardLabel: false,
      header: t('cart.actions'),
      cell: (item) => (
        <Button
          size="sm"
          variant="ghost"
          aria-label={t('cart.removeOne', { name: item.name })}
          onClick={() => onRemove([item])}
        >
          {t('cart.remove')}
        </Button>
      ),
    },
  ];
  return (
    <Table
      caption={t('cart.lines')}
      columns={columns}
      rows={cart.items}
      rowKey={(item) => item.id}
      selection={{
        selected: new Set(cart.items.filter((item) => item.selected).map((item) => item.id)),
        onChange: onSelect,
        selectAllLabel: t('cart.selectAll'),
        selectRowLabel: (item) => t('cart.select', { name: item.name }),
      }}
    />
  );
}
