import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  addManyToCart,
  getHeader,
  listOrders,
  productsBySkus,
  type CallData,
  type CallInput,
  type QuickOrderProduct,
} from '@shop/api/calls';
import { signOut } from '@shop/platform';
import { fail, ok, orderRow, pageOf, route, type Asked } from '@shop/platform/testing';
import { KEPT_LINES_KEY } from '../features/quick-order/lib/kept-lines';
import { catalogBackend, header, quickOrderProduct } from '../testing/fixtures';
import { HeaderCounters } from '../testing/header-counters';
import { renderPage, signInAsCustomer } from '../testing/render-catalog';
import QuickOrderPage, { MobileQuickOrderPage } from './quick-order-page';

const caseRed = quickOrderProduct();
const mug = quickOrderProduct({ id: 2, sku: 'LW-07-000132', name: 'Mug', price: 500, inventory: 10, in_cart: 4 });
const hanoi = quickOrderProduct({
  id: 3,
  sku: 'LW-09-000001',
  name: 'Lamp',
  warehouse_id: 2,
  warehouse_name: 'Hanoi Warehouse',
  ship_from: 'VN',
});
const gone = quickOrderProduct({ id: 4, sku: 'LW-01-000004', name: 'Kettle', inventory: 0, sold_out: true });
const bowl = quickOrderProduct({ id: 5, sku: 'LW-03-000005', name: 'Bowl', price: 250 });
const CATALOGUE = [caseRed, mug, hanoi, gone, bowl];

/** `product.bySkus` over the catalogue above: a visitor's answer has no price and nothing in the cart. */
function bySkus({ input, headers }: Asked) {
  const customer = headers.has('authorization');
  const skus = (input as CallInput<typeof productsBySkus>).skus;
  const data: CallData<typeof productsBySkus> = { products: [], unknown: [], cart_warehouse_id: null };
  for (const sku of skus) {
    const found = CATALOGUE.find((product) => product.sku === sku.toUpperCase());
    if (found) {
      const { price, in_cart, ...rest } = found;
      data.products.push(customer ? found : ({ ...rest, in_cart: 0 } as QuickOrderProduct));
    } else {
      const close = sku.startsWith('LW-07') ? [{ id: 2, sku: 'LW-07-000132', name: 'Mug' }] : [];
      data.unknown.push({ sku, suggestions: close });
    }
  }
  return ok(productsBySkus, data);
}

const backend = (routes = {}) => catalogBackend({ [route(productsBySkus)]: bySkus, ...routes });

const render = (page = <QuickOrderPage />, path = '/pc/quick-order') =>
  renderPage(
    <>
      <HeaderCounters />
      {page}
    </>,
    path,
  );

async function paste(text: string) {
  await userEvent.click(await screen.findByLabelText('Paste SKUs and quantities'));
  await userEvent.paste(text);
  await userEvent.click(screen.getByRole('button', { name: 'Check lines' }));
}

const row = (n: number) => screen.getByLabelText(`SKU, line ${n}`).closest<HTMLElement>('tr, li')!;

beforeEach(() => sessionStorage.clear());
afterEach(() => act(() => signOut()));

describe('the quick order for a visitor', () => {
  it('checks pasted lines in one call and shows them with "Login to see price", no price, and a way to sign in', async () => {
    const api = backend();
    await render();
    expect(await screen.findByRole('heading', { level: 1, name: 'Quick order' })).toBeInTheDocument();
    expect(
      screen.getByText(
        'Paste SKUs and quantities, upload a spreadsheet, or fill from a past order. Every line is checked before anything is added.',
      ),
    ).toBeInTheDocument();
    await paste('SKU,Quantity\nLW-02-000001,2\nlw-07-000132\t3');
    expect(await screen.findByText('Mug')).toBeInTheDocument();
    expect(api.asked(productsBySkus)).toHaveLength(1);
    expect(api.asked(productsBySkus)[0]!.input).toMatchObject({ skus: ['LW-02-000001', 'LW-07-000132'] });
    const table = screen.getByRole('table', { name: 'Order lines' });
    expect(within(table).getAllByText('Login to see price')).toHaveLength(2);
    expect(within(table).queryByRole('columnheader', { name: 'Amount' })).not.toBeInTheDocument();
    expect(screen.getByText('2 of 2 lines ready')).toBeInTheDocument();
    expect(document.body).not.toHaveTextContent('$');
    expect(screen.queryByRole('button', { name: 'Add all to cart' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Order number')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in to add to cart' })).toHaveAttribute(
      'href',
      '/pc/customer/login?redirect=%2Fpc%2Fquick-order',
    );
    // The box is emptied; the lines are kept for the tab.
    expect(screen.getByLabelText('Paste SKUs and quantities')).toHaveValue('');
    expect(JSON.parse(sessionStorage.getItem(KEPT_LINES_KEY)!)).toEqual([
      { sku: 'LW-02-000001', quantity: '2' },
      { sku: 'lw-07-000132', quantity: '3' },
    ]);
  });

  it('refuses more than 200 lines next to the paste box and keeps the text', async () => {
    const api = backend();
    await render();
    const text = Array.from({ length: 201 }, (_, i) => `LW-${i} 1`).join('\n');
    await paste(text);
    expect(await screen.findByText('A quick order can hold up to 200 lines.')).toBeInTheDocument();
    expect(screen.getByLabelText('Paste SKUs and quantities')).toHaveValue(text);
    expect(screen.getByLabelText('Paste SKUs and quantities')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByLabelText('SKU, line 1')).not.toBeInTheDocument();
    expect(api.asked(productsBySkus)).toHaveLength(0);
  });

  it('restores the lines of the tab after a reload and checks them again', async () => {
    sessionStorage.setItem(KEPT_LINES_KEY, JSON.stringify([{ sku: 'LW-03-000005', quantity: '4' }]));
    const api = backend();
    await render();
    expect(await screen.findByText('Bowl')).toBeInTheDocument();
    expect(screen.getByLabelText('Quantity, line 1')).toHaveValue('4');
    expect(api.asked(productsBySkus)).toHaveLength(1);
  });

  it('ignores kept lines that are not lines', async () => {
    sessionStorage.setItem(KEPT_LINES_KEY, '{"lines": 3}');
    const api = backend();
    await render();
    expect(await screen.findByText('0 of 0 lines ready')).toBeInTheDocument();
    expect(api.asked(productsBySkus)).toHaveLength(0);
  });

  it('reads a CSV file and refuses one that is too big or not text, next to the input', async () => {
    backend();
    await render();
    const input = await screen.findByLabelText('Upload a CSV file');
    expect(input).toHaveAttribute('accept', '.csv,text/csv');
    await userEvent.upload(input, new File(['"SKU","Qty"\n"LW-03-000005","6"\n'], 'lines.csv', { type: 'text/csv' }));
    expect(await screen.findByText('Bowl')).toBeInTheDocument();
    await userEvent.upload(input, new File(['x'.repeat(100 * 1024 + 1)], 'big.csv', { type: 'text/csv' }));
    expect(await screen.findByText('This file is over 100 KB. Upload a smaller file.')).toBeInTheDocument();
    await userEvent.upload(
      input,
      new File([new Uint8Array([80, 75, 3, 4, 0, 0, 255])], 'book.csv', { type: 'text/csv' }),
    );
    expect(await screen.findByText('This file is not a CSV text file.')).toBeInTheDocument();
    expect(screen.getAllByLabelText(/^SKU, line/)).toHaveLength(1);
  });
});

describe('the quick order for a customer', () => {
  beforeEach(() => signInAsCustomer());

  it('tells each problem in its row and fixes it in place: suggestion, stock, merge, remove', async () => {
    const api = backend();
    await render();
    await paste(
      [
        'LW-02-000001 2',
        'LW-07-00013 1',
        'LW-07-000132 7',
        'LW-02-000001 3',
        'LW-01-000004 1',
        'LW-03-000005 1.5',
        'LW-09-000001 1',
      ].join('\n'),
    );
    expect(await screen.findByText('No product has the SKU LW-07-00013.')).toBeInTheDocument();
    expect(api.asked(productsBySkus)).toHaveLength(1);
    expect(within(row(2)).getByText('Did you mean:')).toBeInTheDocument();
    expect(screen.getByLabelText('SKU, line 2')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('SKU, line 2')).toHaveAccessibleDescription('No product has the SKU LW-07-00013.');
    expect(screen.getByLabelText('Quantity, line 3')).toHaveAccessibleDescription(
      'Only 6 can be added (in stock: 10, in your cart: 4).',
    );
    expect(within(row(4)).getByText('This SKU is also on line 1.')).toBeInTheDocument();
    expect(within(row(5)).getByText('This product is sold out.')).toBeInTheDocument();
    expect(screen.getByLabelText('Quantity, line 6')).toHaveAccessibleDescription(
      'The quantity must be a whole number of at least 1.',
    );
    expect(
      within(row(7)).getByText(
        'Ships from Hanoi Warehouse, but this order ships from Shenzhen Warehouse: an order ships from one warehouse.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('1 of 7 lines ready')).toBeInTheDocument();
    expect(within(row(1)).getByText('$25.98')).toBeInTheDocument();

    // The suggestion replaces the SKU: now a second line of the mug, told as a duplicate of line 3.
    await userEvent.click(within(row(2)).getByRole('button', { name: 'LW-07-000132' }));
    expect(screen.getByLabelText('SKU, line 2')).toHaveValue('LW-07-000132');
    expect(await within(row(3)).findByText('This SKU is also on line 2.')).toBeInTheDocument();
    await userEvent.click(within(row(3)).getByRole('button', { name: 'Merge into line 2' }));
    expect(screen.getByLabelText('Quantity, line 2')).toHaveValue('8');
    expect(screen.getByLabelText('SKU, line 3')).toHaveValue('LW-02-000001');
    await userEvent.click(within(row(2)).getByRole('button', { name: 'Use 6' }));
    expect(screen.getByLabelText('Quantity, line 2')).toHaveValue('6');
    await userEvent.click(within(row(3)).getByRole('button', { name: 'Merge into line 1' }));
    expect(screen.getByLabelText('Quantity, line 1')).toHaveValue('5');
    // Removing a line moves the focus to the next line's SKU.
    await userEvent.click(within(row(3)).getByRole('button', { name: 'Remove line 3' }));
    await waitFor(() => expect(screen.getByLabelText('SKU, line 3')).toHaveFocus());
    expect(screen.getByLabelText('SKU, line 3')).toHaveValue('LW-03-000005');
    await userEvent.clear(screen.getByLabelText('Quantity, line 3'));
    await userEvent.type(screen.getByLabelText('Quantity, line 3'), '2');
    expect(await screen.findByText('3 of 4 lines ready')).toBeInTheDocument();
    expect(screen.getByText(/Total: \$99\.95/)).toBeInTheDocument();
    // Nothing was asked again: every SKU was answered by the first call.
    expect(api.asked(productsBySkus)).toHaveLength(1);
  });

  it('adds the ready lines in one call, leaves the refused ones with their reason, and refreshes the cart count', async () => {
    let cart = 0;
    const api = backend({
      [route(getHeader)]: () => header({ cart_total: cart, wish_total: 0 }),
      [route(addManyToCart)]: ({ input }: Asked) => {
        const { lines } = input as CallInput<typeof addManyToCart>;
        cart += 1;
        return ok(addManyToCart, {
          results: lines.map((line) =>
            Number(line.product_id) === 5
              ? {
                  product_id: 5,
                  added: false,
                  item_id: null,
                  quantity: 0,
                  reason: 'quantity_over_inventory' as const,
                  available: 1,
                }
              : {
                  product_id: Number(line.product_id),
                  added: true,
                  item_id: 90,
                  quantity: Number(line.quantity),
                  available: 0,
                },
          ),
          cart_total: cart,
        });
      },
    });
    await render();
    await paste('LW-02-000001 2\nLW-03-000005 3\nLW-01-000004 1');
    expect(await screen.findByText(/2 of 3 lines ready/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Add all to cart' }));
    expect(await screen.findByText('1 lines added to the cart.'.replace('lines', 'line'))).toBeInTheDocument();
    expect(api.asked(addManyToCart)).toHaveLength(1);
    expect(api.asked(addManyToCart)[0]!.input).toMatchObject({
      lines: [
        { product_id: 1, quantity: 2 },
        { product_id: 5, quantity: 3 },
      ],
    });
    expect(await screen.findByText('cart 1, favorites 0')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to cart' })).toHaveAttribute('href', '/pc/cart');
    expect(screen.getByRole('link', { name: 'Check out' })).toHaveAttribute('href', '/pc/cart');
    // The added line left; the refused one stays with the cart's reason, the sold out one with its own.
    expect(screen.getAllByLabelText(/^SKU, line/).map((input) => (input as HTMLInputElement).value)).toEqual([
      'LW-03-000005',
      'LW-01-000004',
    ]);
    expect(
      await within(row(1)).findByText('Only 1 can be added (in stock: 40, in your cart: 39).'),
    ).toBeInTheDocument();
    expect(JSON.parse(sessionStorage.getItem(KEPT_LINES_KEY)!)).toHaveLength(2);
  });

  it('adds once on a double tap, and keeps the lines and the key through a failure and its retry', async () => {
    let fails = true;
    const api = backend({
      [route(addManyToCart)]: async ({ input }: Asked) => {
        await new Promise((resolve) => setTimeout(resolve, 50));
        if (fails) return fail(500, 'server_error');
        const { lines } = input as CallInput<typeof addManyToCart>;
        return ok(addManyToCart, {
          results: lines.map((line) => ({
            product_id: Number(line.product_id),
            added: true,
            item_id: 1,
            quantity: 1,
            available: 0,
          })),
          cart_total: 1,
        });
      },
    });
    await render();
    await paste('LW-03-000005 1');
    const add = await screen.findByRole('button', { name: 'Add all to cart' });
    await waitFor(() => expect(add).toBeEnabled());
    await userEvent.dblClick(add);
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(api.asked(addManyToCart)).toHaveLength(1);
    expect(screen.getByLabelText('SKU, line 1')).toHaveValue('LW-03-000005');
    fails = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('1 line added to the cart.')).toBeInTheDocument();
    const [first, retry] = api.asked(addManyToCart);
    expect(retry!.input.idempotency_key).toBe(first!.input.idempotency_key);
    expect(screen.queryByLabelText('SKU, line 1')).not.toBeInTheDocument();
    expect(sessionStorage.getItem(KEPT_LINES_KEY)).toBeNull();
  });

  it('keeps "Add all to cart" disabled, with its reason, while no line is ready', async () => {
    backend();
    await render();
    const add = await screen.findByRole('button', { name: 'Add all to cart' });
    expect(add).toBeDisabled();
    expect(add).toHaveAccessibleDescription('No line is ready to add yet: fix or add a line first.');
  });

  it('fills the lines from a past order, or says no order has that number', async () => {
    const api = backend({
      [route(listOrders)]: ({ input }: Asked) =>
        ok(
          listOrders,
          pageOf(
            input.order_nos === 'SO2026000041'
              ? [
                  orderRow({
                    products: [{ name: 'Bowl', sku: 'LW-03-000005', quantity: 2, amount: 500, image_url: '' }],
                  }),
                ]
              : [],
          ),
        ),
    });
    await render();
    await userEvent.type(await screen.findByLabelText('Order number'), 'SO404{Enter}');
    expect(await screen.findByText('No order has the number SO404.')).toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText('Order number'));
    await userEvent.type(screen.getByLabelText('Order number'), 'SO2026000041');
    await userEvent.click(screen.getByRole('button', { name: 'Fill from order' }));
    expect(await screen.findByText('Bowl')).toBeInTheDocument();
    expect(screen.getByLabelText('Quantity, line 1')).toHaveValue('2');
    expect(api.asked(listOrders).map((asked) => asked.input.order_nos)).toEqual(['SO404', 'SO2026000041']);
  });

  it('moves on from a quantity with Enter: to the next line, or to a new one at the end', async () => {
    backend();
    await render();
    await userEvent.click(await screen.findByRole('button', { name: 'Add a line' }));
    expect(screen.getByLabelText('SKU, line 1')).toHaveFocus();
    await userEvent.type(screen.getByLabelText('SKU, line 1'), 'LW-03-000005');
    await userEvent.tab();
    expect(screen.getByLabelText('Quantity, line 1')).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByLabelText('SKU, line 2')).toHaveFocus());
    expect(await screen.findByText('Bowl')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Remove line 2' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Add a line' })).toHaveFocus());
  });
});

describe('the quick order on a phone', () => {
  it('puts the paste box first and each line in a card with the same labelled inputs', async () => {
    backend();
    await render(<MobileQuickOrderPage />, '/mobile/quick-order');
    await paste('LW-03-000005 2');
    const card = await screen.findByRole('article', { name: 'Line 1' });
    expect(within(card).getByLabelText('SKU, line 1')).toHaveValue('LW-03-000005');
    expect(within(card).getByLabelText('Quantity, line 1')).toHaveValue('2');
    expect(await within(card).findByText('Bowl')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const [first] = screen.getAllByRole('textbox');
    expect(first).toBe(screen.getByLabelText('Paste SKUs and quantities'));
  });
});

describe('the quick order in Vietnamese', () => {
  it('speaks Vietnamese', async () => {
    backend();
    await renderPage(<QuickOrderPage />, '/pc/quick-order', { locale: 'vi' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Đặt hàng nhanh' })).toBeInTheDocument();
    expect(screen.getByLabelText('Dán mã SKU và số lượng')).toBeInTheDocument();
  });
});
