import type { ReactNode } from 'react';
import { Button, cluster } from '@shop/ui';
import { M } from '@shop/api/calls';
import { useValidationText } from '@shop/platform';
import { useQuickOrderTexts } from '../../../i18n/quick-order-texts';
import type { LineProblem } from '../lib/line-status';

/** What a row does to fix a problem in place. */
export interface LineFixes {
  pickSuggestion(index: number, sku: string): void;
  useCount(index: number, count: number): void;
  merge(index: number, line: number): void;
}

/** A problem told next to the input it concerns, with its fix right after that input. */
export interface ToldProblem {
  field: 'sku' | 'quantity';
  message: string;
  fix: ReactNode;
}

/** A problem in the store's words: the message for the input's `aria-describedby`, and the buttons that fix it. */
export function useToldProblem(): (problem: LineProblem, index: number, fixes: LineFixes) => ToldProblem {
  const t = useQuickOrderTexts();
  const validation = useValidationText();
  return (problem, index, fixes) => {
    switch (problem.kind) {
      case 'unknown':
        return {
          field: 'sku',
          message: t('quickOrder.unknownSku', { sku: problem.sku }),
          fix:
            problem.suggestions.length > 0 ? (
              <div css={fixRow}>
                <span>{t('quickOrder.didYouMean')}</span>
                {problem.suggestions.map((sku) => (
                  <Button key={sku} size="sm" onClick={() => fixes.pickSuggestion(index, sku)}>
                    {sku}
                  </Button>
                ))}
              </div>
            ) : null,
        };
      case 'duplicate':
        return {
          field: 'sku',
          message: t('quickOrder.duplicate', { line: problem.line }),
          fix: (
            <Button size="sm" onClick={() => fixes.merge(index, problem.line)}>
              {t('quickOrder.merge', { line: problem.line })}
            </Button>
          ),
        };
      case 'quantity':
        return { field: 'quantity', message: validation(M.quantity_invalid) ?? '', fix: null };
      case 'soldOut':
        return { field: 'sku', message: validation(M.product_sold_out) ?? '', fix: null };
      case 'overStock':
        return {
          field: 'quantity',
          message:
            problem.inCart > 0
              ? t('quickOrder.overStockInCart', { count: problem.count, stock: problem.stock, inCart: problem.inCart })
              : t('quickOrder.overStock', { count: problem.count }),
          fix:
            problem.count > 0 ? (
              <Button size="sm" onClick={() => fixes.useCount(index, problem.count)}>
                {t('quickOrder.useCount', { count: problem.count })}
              </Button>
            ) : null,
        };
      case 'warehouse':
        return {
          field: 'sku',
          message:
            problem.orderWarehouse === null
              ? t('quickOrder.otherCartWarehouse', { warehouse: problem.warehouse })
              : t('quickOrder.otherWarehouse', {
                  warehouse: problem.warehouse,
                  orderWarehouse: problem.orderWarehouse,
                }),
          fix: null,
        };
    }
  };
}

const fixRow = cluster(2);
