import { css, type Theme } from '@emotion/react';
import { memo, type KeyboardEvent, type ReactNode } from 'react';
import type { UseFormRegister } from 'react-hook-form';
import { INTL_TAGS } from '@shop/api/calls';
import { useFormat, useLocale } from '@shop/platform';
import { Button, Field, Input, stack, type InputProps } from '@shop/ui';
import { ProductPrice } from '../../../components/product-price';
import { useQuickOrderTexts } from '../../../i18n/quick-order-texts';
import { useCatalogTexts } from '../../../i18n/texts';
import type { LineStatus } from '../lib/line-status';
import { useToldProblem, type LineFixes } from './line-problem';

/** What a row asks of the page: its fixes, and the keyboard's moves. */
export interface RowActions extends LineFixes {
  remove(index: number): void;
  /** Enter in a quantity: on to the next row's SKU, or a new row at the end. */
  next(index: number): void;
  /** The row was typed in: a refusal of the last add no longer holds. */
  edited(key: string): void;
}

export interface LineRowProps {
  index: number;
  rowKey: string;
  status: LineStatus;
  customer: boolean;
  layout: 'table' | 'cards';
  register: UseFormRegister<{ lines: { sku: string; quantity: string }[] }>;
  actions: RowActions;
}

const countryNames = new Map<string, Intl.DisplayNames>();

/** A country's name in the page's language ("CN" → "China"), its code where the browser has no names. */
function countryName(locale: keyof typeof INTL_TAGS, code: string): string {
  try {
    let names = countryNames.get(locale);
    if (!names) countryNames.set(locale, (names = new Intl.DisplayNames([INTL_TAGS[locale]], { type: 'region' })));
    return names.of(code) ?? code;
  } catch {
    return code;
  }
}

/**
 * One line of the quick order: its SKU and quantity inputs (each with its problem and the fix right after it),
 * what the check found, and its remove button; a table row on a desktop, a card on a phone. Memoized on what it
 * shows, so typing in one row of 200 redraws that row only.
 */
export const LineRow = memo(function LineRow({
  index,
  rowKey,
  status,
  customer,
  layout,
  register,
  actions,
}: LineRowProps) {
  const t = useQuickOrderTexts();
  const catalog = useCatalogTexts();
  const format = useFormat();
  const locale = useLocale();
  const tell = useToldProblem();
  const n = index + 1;
  const problem = status.state === 'problem' ? tell(status.problem, index, actions) : null;
  const product = status.state === 'problem' || status.state === 'ready' ? status.product : null;

  /** One of the row's two inputs, its problem tied to it, and the problem's fix right after it. */
  const input = (field: 'sku' | 'quantity', label: string, props: InputProps) => (
    <>
      <Field
        label={label}
        labelHidden={layout === 'table'}
        error={problem?.field === field ? problem.message : undefined}
      >
        {(control) => (
          <Input
            {...control}
            autoComplete="off"
            css={field === 'quantity' ? quantityInput : undefined}
            {...props}
            {...register(`lines.${index}.${field}`, { onChange: () => actions.edited(rowKey) })}
          />
        )}
      </Field>
      {problem?.field === field ? problem.fix : null}
    </>
  );
  const sku = input('sku', t('quickOrder.sku', { n }), { spellCheck: false });
  const quantity = input('quantity', t('quickOrder.quantity', { n }), {
    inputMode: 'numeric',
    onKeyDown: (event: KeyboardEvent<HTMLInputElement>) => {
      if (event.key !== 'Enter') return;
      event.preventDefault();
      actions.next(index);
    },
  });
  const facts: [label: string, value: ReactNode][] = [
    [
      t('quickOrder.col.product'),
      product ? (
        <span css={productCell}>
          <img src={product.image_url} alt="" css={picture} />
          <span>{product.name}</span>
        </span>
      ) : status.state === 'checking' ? (
        t('quickOrder.checking')
      ) : null,
    ],
    [
      t('quickOrder.col.stock'),
      product
        ? product.sold_out
          ? catalog('stock.soldOut')
          : t('quickOrder.inStock', { count: format.number(product.inventory) })
        : null,
    ],
    [
      t('quickOrder.col.shipsFrom'),
      product
        ? t('quickOrder.shipsFrom', {
            warehouse: product.warehouse_name,
            country: countryName(locale, product.ship_from),
          })
        : null,
    ],
    [t('quickOrder.col.price'), product ? <ProductPrice price={product.price} /> : null],
  ];
  // A visitor is sent no price: no amount either (spec 1).
  if (customer) {
    const amount =
      status.state === 'ready' && status.product.price !== undefined ? status.product.price * status.quantity : null;
    facts.push([t('quickOrder.col.amount'), amount === null ? null : format.money(amount)]);
  }
  const remove = (
    <Button size="sm" variant="ghost" onClick={() => actions.remove(index)}>
      {t('quickOrder.remove', { n })}
    </Button>
  );

  if (layout === 'table') {
    return (
      <tr>
        <td>{sku}</td>
        <td>{quantity}</td>
        {facts.map(([label, value]) => (
          <td key={label}>{value}</td>
        ))}
        <td>{remove}</td>
      </tr>
    );
  }
  return (
    <li>
      <article aria-label={t('quickOrder.line', { n })} css={lineCard}>
        {sku}
        {quantity}
        <dl css={factList}>
          {facts.map(([label, value]) =>
            value === null ? null : (
              <div key={label}>
                <dt>{label}</dt>
                <dd>{value}</dd>
              </div>
            ),
          )}
        </dl>
        {remove}
      </article>
    </li>
  );
}, sameRow);

/** Redrawn only when what it shows changes; its actions and `register` are the page's, made once. */
function sameRow(before: LineRowProps, after: LineRowProps): boolean {
  return (
    before.index === after.index &&
    before.rowKey === after.rowKey &&
    before.customer === after.customer &&
    before.layout === after.layout &&
    (before.status === after.status || JSON.stringify(before.status) === JSON.stringify(after.status))
  );
}

const quantityInput = (theme: Theme) => css`
  max-width: ${theme.layout.card};
`;

const productCell = (theme: Theme) => css`
  display: flex;
  align-items: center;
  gap: ${theme.space[2]};
`;

const picture = (theme: Theme) => css`
  width: ${theme.space[8]};
  height: ${theme.space[8]};
  object-fit: cover;
  border-radius: ${theme.radius.sm};
  flex: none;
`;

const lineCard = (theme: Theme) => css`
  ${stack(2)(theme)}
  padding: ${theme.space[3]};
  border: ${theme.borderWidth.thin} solid ${theme.color.border};
  border-radius: ${theme.radius.md};
  background: ${theme.color.surface};
`;

const factList = (theme: Theme) => css`
  display: grid;
  gap: ${theme.space[1]};
  margin: 0;
  & > div {
    display: grid;
    grid-template-columns: minmax(0, ${theme.layout.label}) minmax(0, 1fr);
    gap: ${theme.space[2]};
  }
  & dt {
    color: ${theme.color.textMuted};
  }
  & dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;
