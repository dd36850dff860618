import { css, type Theme } from '@emotion/react';
import { useState, type FormEvent } from 'react';
import { useValidationText } from '@shop/platform';
import { Button, cluster, Field, Input, Select, TextArea } from '@shop/ui';
import { useAccountTexts } from '../../../i18n/texts';
import { filterErrors, ORDER_STATUS_LIST, type OrderFilters } from '../lib/order-filters';

export interface OrderFiltersFormProps {
  /** The filters of the view now shown (from the URL). */
  filters: OrderFilters;
  /** A search that passed the rules; the page puts it in the URL. */
  onSearch: (filters: OrderFilters) => void;
  onReset: () => void;
}

/**
 * Batch search by order number (one a line), a date range and a status. The backend's rules are checked here
 * first, so a wrong search is told by its field and never sent; the view shown stays as it was.
 */
export function OrderFiltersForm({ filters, onSearch, onReset }: OrderFiltersFormProps) {
  const t = useAccountTexts();
  const tv = useValidationText();
  const [values, setValues] = useState<OrderFilters>(filters);
  const [errors, setErrors] = useState<Partial<Record<keyof OrderFilters, string>>>({});
  const set = (name: keyof OrderFilters) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [name]: event.target.value }));

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = filterErrors(values);
    setErrors(found);
    const first = (['order_nos', 'date_to'] as const).find((name) => found[name]);
    if (first) {
      event.currentTarget.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return;
    }
    onSearch(values);
  };

  return (
    <form noValidate role="search" aria-label={t('orders.filters')} onSubmit={submit} css={layout}>
      <div css={numbers}>
        <Field label={t('orders.numbers')} hint={t('orders.numbersHint')} error={tv(errors.order_nos)}>
          {(control) => (
            <TextArea {...control} name="order_nos" rows={3} value={values.order_nos} onChange={set('order_nos')} />
          )}
        </Field>
      </div>
      <Field label={t('orders.dateFrom')}>
        {(control) => (
          <Input {...control} type="date" name="date_from" value={values.date_from} onChange={set('date_from')} />
        )}
      </Field>
      <Field label={t('orders.dateTo')} error={tv(errors.date_to)}>
        {(control) => (
          <Input {...control} type="date" name="date_to" value={values.date_to} onChange={set('date_to')} />
        )}
      </Field>
      <Field label={t('orders.status')}>
        {(control) => (
          <Select {...control} name="status" value={values.status} onChange={set('status')}>
            <option value="">{t('orders.anyStatus')}</option>
            {ORDER_STATUS_LIST.map((status) => (
              <option key={status} value={status}>
                {t(`status.${status}`)}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <div css={buttons}>
        <Button type="submit" variant="primary">
          {t('orders.search')}
        </Button>
        <Button type="button" variant="ghost" onClick={onReset}>
          {t('orders.reset')}
        </Button>
      </div>
    </form>
  );
}

const layout = (theme: Theme) => css`
  display: grid;
  gap: 0 ${theme.space[4]};
  grid-template-columns: 1fr;
  margin-bottom: ${theme.space[4]};
  ${theme.media.up.md} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
`;

const numbers = (theme: Theme) => css`
  ${theme.media.up.md} {
    grid-column: 1 / -1;
  }
`;

const buttons = (theme: Theme) => css`
  ${cluster(3)(theme)}
  align-items: center;
  ${theme.media.up.md} {
    grid-column: 1 / -1;
  }
`;
