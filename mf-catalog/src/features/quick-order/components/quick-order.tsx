import { css, type Theme } from '@emotion/react';
import { useId, useMemo, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { loginPath, useFormat, useIsAuthenticated } from '@shop/platform';
import { pathTo } from '@shop/platform/routes';
import { bareList, Button, card, cluster, ErrorState, stack, VisuallyHidden } from '@shop/ui';
import { useQuickOrderTexts } from '../../../i18n/quick-order-texts';
import { useAddAll } from '../hooks/use-add-all';
import { EMPTY_LINE, useOrderLines } from '../hooks/use-order-lines';
import { isWholeQuantity } from '../lib/parse-lines';
import { CsvUpload, OrderFill, PasteBox } from './line-sources';
import { LineRow, type RowActions } from './line-row';

/**
 * The quick order (decision 066): lines pasted, uploaded, filled from an order or typed, each checked before
 * anything is added, fixed in place, then added in one call. `cards` is the phone's layout (the mobile route).
 */
export function QuickOrder({ layout }: { layout: 'table' | 'cards' }) {
  const t = useQuickOrderTexts();
  const format = useFormat();
  const customer = useIsAuthenticated();
  const { pathname, search } = useLocation();
  const { form, rows, lines, statuses, check, forget, failed, setRefusals, edited, appendLines } = useOrderLines();
  const adding = useAddAll();
  const [added, setAdded] = useState<number | null>(null);
  const addLineButton = useRef<HTMLButtonElement>(null);
  const headingId = useId();
  const reasonId = useId();

  // The row actions are made once (rows are memoized on what they show): they read the form, and this render's
  // rows and checks, when they run.
  const latest = useRef({ rows, check });
  latest.current = { rows, check };
  const actions = useMemo((): RowActions => {
    const focusRow = (index: number) => {
      // After the rows' next paint: a removed row's place is taken by the next one, or by "Add a line".
      requestAnimationFrame(() => {
        if (index < form.getValues('lines').length) form.setFocus(`lines.${index}.sku`);
        else addLineButton.current?.focus();
      });
    };
    return {
      remove(index) {
        latest.current.rows.remove(index);
        focusRow(index);
      },
      next(index) {
        if (index + 1 < form.getValues('lines').length) form.setFocus(`lines.${index + 1}.sku`);
        else latest.current.rows.append({ ...EMPTY_LINE }, { focusName: `lines.${index + 1}.sku` });
      },
      pickSuggestion(index, sku) {
        form.setValue(`lines.${index}.sku`, sku);
        void latest.current.check([sku]);
        form.setFocus(`lines.${index}.sku`);
      },
      useCount(index, count) {
        form.setValue(`lines.${index}.quantity`, String(count));
        form.setFocus(`lines.${index}.quantity`);
      },
      merge(index, line) {
        const target = line - 1;
        const quantities = [form.getValues(`lines.${target}.quantity`), form.getValues(`lines.${index}.quantity`)];
        if (quantities.every(isWholeQuantity)) {
          form.setValue(
            `lines.${target}.quantity`,
            String(quantities.reduce((sum, quantity) => sum + Number(quantity), 0)),
          );
        }
        latest.current.rows.remove(index);
        focusRow(index);
      },
      edited,
    };
  }, [form, edited]);

  const lineRows = rows.fields.map((field, index) => (
    <LineRow
      key={field.key}
      index={index}
      rowKey={field.key}
      status={statuses[index] ?? { state: 'empty' }}
      customer={customer}
      layout={layout}
      register={form.register}
      actions={actions}
    />
  ));

  const ready = statuses.flatMap((status, index) => (status.state === 'ready' ? [{ status, index }] : []));
  const total = statuses.filter((status) => status.state !== 'empty').length;
  const amount = ready.reduce((sum, { status }) => sum + (status.product.price ?? 0) * status.quantity, 0);

  const addAll = async () => {
    const keys = ready.map(({ index }) => rows.fields[index]!.key);
    const data = await adding.addAll(
      ready.map(({ status }) => ({ product_id: status.product.id, quantity: status.quantity })),
    );
    if (!data) return;
    const refused = new Map(
      data.results.flatMap((result, at) =>
        result.added || !result.reason
          ? []
          : [[keys[at]!, { reason: result.reason, available: result.available }] as const],
      ),
    );
    const gone = data.results.flatMap((result, at) => (result.added ? [ready[at]!.index] : []));
    setRefusals(refused);
    rows.remove(gone);
    setAdded(gone.length);
    // The cart changed (units in it, maybe its warehouse): the lines left are checked again.
    forget();
  };

  return (
    <div css={page}>
      <p>{t('quickOrder.intro')}</p>
      <section css={card} aria-label={t('quickOrder.sources')}>
        <div css={stack(4)}>
          <PasteBox append={appendLines} />
          <CsvUpload append={appendLines} />
          {customer ? (
            <div css={stack(2)}>
              <h2 css={subheading}>{t('quickOrder.orderNumberTitle')}</h2>
              <OrderFill append={appendLines} />
            </div>
          ) : null}
        </div>
      </section>

      <section aria-labelledby={layout === 'cards' ? headingId : undefined} css={stack(3)}>
        {layout === 'table' ? (
          <div
            css={scroller}
            role="region"
            aria-labelledby={headingId}
            // On a narrow screen the table scrolls inside its own region, never the page; a region that scrolls must
            // be reachable by keyboard even while it holds no input yet (WCAG 2.1.1, axe's scrollable-region-focusable).
            // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
            tabIndex={0}
          >
            <table css={table}>
              <caption id={headingId}>{t('quickOrder.lines')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('quickOrder.col.sku')}</th>
                  <th scope="col">{t('quickOrder.col.quantity')}</th>
                  <th scope="col">{t('quickOrder.col.product')}</th>
                  <th scope="col">{t('quickOrder.col.stock')}</th>
                  <th scope="col">{t('quickOrder.col.shipsFrom')}</th>
                  <th scope="col">{t('quickOrder.col.price')}</th>
                  {customer ? <th scope="col">{t('quickOrder.col.amount')}</th> : null}
                  <th scope="col">
                    <VisuallyHidden>{t('quickOrder.col.remove')}</VisuallyHidden>
                  </th>
                </tr>
              </thead>
              <tbody>{lineRows}</tbody>
            </table>
          </div>
        ) : (
          <>
            <h2 id={headingId} css={subheading}>
              {t('quickOrder.lines')}
            </h2>
            <ul css={[bareList, stack(3)]}>{lineRows}</ul>
          </>
        )}
        <div>
          <Button
            ref={addLineButton}
            onClick={() => rows.append({ ...EMPTY_LINE }, { focusName: `lines.${lines.length}.sku` })}
          >
            {t('quickOrder.addLine')}
          </Button>
        </div>
        {failed ? (
          <ErrorState message={t('quickOrder.checkFailed')} onRetry={() => void check(lines.map((line) => line.sku))} />
        ) : null}
      </section>

      <section css={[card, stack(3)]}>
        <p role="status" css={summary}>
          {t('quickOrder.summary', { ready: ready.length, total })}
          {customer && ready.length > 0 ? (
            <span> · {t('quickOrder.total', { amount: format.money(amount) })}</span>
          ) : null}
        </p>
        {customer ? (
          <div css={stack(2)}>
            <div>
              <Button
                variant="primary"
                loading={adding.pending}
                disabled={ready.length === 0}
                aria-describedby={ready.length === 0 ? reasonId : undefined}
                onClick={() => void addAll()}
              >
                {t('quickOrder.addAll')}
              </Button>
            </div>
            {ready.length === 0 ? <p id={reasonId}>{t('quickOrder.noneReady')}</p> : null}
          </div>
        ) : (
          <div>
            <Link to={loginPath(`${pathname}${search}`)} css={signIn}>
              {t('quickOrder.signInToAdd')}
            </Link>
          </div>
        )}
        {adding.message ? <ErrorState message={adding.message} onRetry={() => void addAll()} /> : null}
        <div role="status">
          {added !== null && !adding.message ? (
            <div css={stack(2)}>
              <p>{t('quickOrder.added', { count: added })}</p>
              <div css={cluster(3)}>
                <Link to={pathTo('cart')}>{t('quickOrder.goToCart')}</Link>
                <Link to={pathTo('cart')}>{t('quickOrder.checkOut')}</Link>
              </div>
            </div>
          ) : null}
        </div>
      </section>
    </div>
  );
}

const page = stack(5);

const subheading = (theme: Theme) => css`
  margin: 0;
  font-size: ${theme.fontSize.lg};
`;

// Positioned, so the visually hidden labels inside the table (absolute) scroll with it and never widen the page.
const scroller = css`
  position: relative;
  overflow-x: auto;
`;

const table = (theme: Theme) => css`
  width: 100%;
  border-collapse: collapse;
  & caption {
    text-align: start;
    font-size: ${theme.fontSize.lg};
    font-weight: ${theme.fontWeight.bold};
    margin-bottom: ${theme.space[2]};
  }
  & th,
  & td {
    padding: ${theme.space[2]};
    text-align: start;
    vertical-align: top;
    border-bottom: ${theme.borderWidth.thin} solid ${theme.color.border};
  }
  & th {
    font-size: ${theme.fontSize.sm};
    color: ${theme.color.textMuted};
  }
`;

const summary = (theme: Theme) => css`
  margin: 0;
  font-weight: ${theme.fontWeight.bold};
`;

const signIn = (theme: Theme) => css`
  font-weight: ${theme.fontWeight.bold};
  color: ${theme.color.primary};
`;
