import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { productsBySkus, type CallInput } from '@shop/api/calls';
import { ok, route, type Asked } from '@shop/platform/testing';
import type * as LineProblem from '../features/quick-order/components/line-problem';
import { catalogBackend, quickOrderProduct } from '../testing/fixtures';
import { renderPage } from '../testing/render-catalog';
import QuickOrderPage from './quick-order-page';

// Each line's render asks for its problem's words once: counting those asks counts the rows drawn.
const rowsDrawn = { count: 0 };
jest.mock('../features/quick-order/components/line-problem', () => {
  const actual = jest.requireActual<typeof LineProblem>('../features/quick-order/components/line-problem');
  return {
    ...actual,
    useToldProblem: () => {
      rowsDrawn.count += 1;
      return actual.useToldProblem();
    },
  };
});

// 30 lines, not 200: jsdom draws slowly; the 200-line figure is measured in a browser by `pnpm bench`.
describe('many lines', () => {
  it('are checked in one call, and typing in one of them redraws that line only', async () => {
    const backend = catalogBackend({
      [route(productsBySkus)]: ({ input }: Asked) => {
        const { skus } = input as CallInput<typeof productsBySkus>;
        const products = skus.map((sku, i) => quickOrderProduct({ id: i + 1, sku, inventory: 500 }));
        return ok(productsBySkus, { products, unknown: [], cart_warehouse_id: null });
      },
    });
    sessionStorage.clear();
    await renderPage(<QuickOrderPage />, '/pc/quick-order');
    await userEvent.click(await screen.findByLabelText('Paste SKUs and quantities'));
    await userEvent.paste(Array.from({ length: 30 }, (_, i) => `LW-${i} 1`).join('\n'));
    await userEvent.click(screen.getByRole('button', { name: 'Check lines' }));
    expect(await screen.findByText('30 of 30 lines ready')).toBeInTheDocument();
    expect(backend.asked(productsBySkus)).toHaveLength(1);

    rowsDrawn.count = 0;
    await userEvent.type(screen.getByLabelText('Quantity, line 7'), '2');
    expect(screen.getByLabelText('Quantity, line 7')).toHaveValue('12');
    expect(rowsDrawn.count).toBeGreaterThan(0);
    expect(rowsDrawn.count).toBeLessThanOrEqual(2);
  });
});
