import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getAfterSaleDetail, getOrderDetail, sendAfterSaleMessage, type CallData } from '@shop/api/calls';
import { fail, installFakeBackend, ok, route, storeBasics, type Handler } from '@shop/platform/testing';
import { afterSale, orderDetail } from '../testing/fixtures';
import { findAlert, renderPage, signInAsCustomer } from '../testing/render-aftersales';
import AfterSalesDetailPage from './after-sales-detail-page';

/** The request page, the backend answering its detail with `detail` and the other calls it makes by `more`. */
async function openWith(detail: Handler, more: Record<string, Handler> = {}) {
  const backend = installFakeBackend({ ...storeBasics, [route(getAfterSaleDetail)]: detail, ...more });
  await renderPage(<AfterSalesDetailPage />, '/pc/my/orders/afterSale/1', { pattern: '/pc/my/orders/afterSale/:id' });
  return backend;
}

/** The request page showing this request. */
const openRequest = (request: CallData<typeof getAfterSaleDetail>, more: Record<string, Handler> = {}) =>
  openWith(() => ok(getAfterSaleDetail, request), more);

const images = [{ url: '/uploads/after-sales/a.png', name: 'a.png', mime: 'image/png', size: 2048 }];

describe('an after-sales request', () => {
  beforeEach(signInAsCustomer);

  it('shows its progress, the negotiation history with buyer, seller and system entries, and the proof', async () => {
    await openRequest(
      afterSale({
        images,
        goods_status: 'not_received',
        history: [
          ...afterSale().history.slice(0, 1),
          { author: 'system', kind: 'intercepted', text: '', amount: null, at: '2026-01-02T09:01:00.000Z' },
          ...afterSale().history.slice(1),
        ],
      }),
    );
    const steps = await screen.findByRole('list', { name: 'After-sales progress' });
    expect(within(steps).getByText('Seller processing').closest('li')).toHaveAttribute('aria-current', 'step');
    expect(screen.getByText('The seller offers a refund of $20.00. Reply below to accept or discuss.')).toBeVisible();
    const history = screen.getByRole('region', { name: 'Negotiation history' });
    expect(within(history).getByText('Applied for a refund of $25.00')).toBeInTheDocument();
    expect(within(history).getByText('The shipment was intercepted')).toBeInTheDocument();
    expect(within(history).getByText('Offered a refund of $20.00')).toBeInTheDocument();
    expect(within(history).getByText('We can refund most of it.')).toBeInTheDocument();
    expect(
      within(history)
        .getAllByText(/^(Buyer|Seller|System)$/)
        .map((node) => node.textContent),
    ).toEqual(['Buyer', 'System', 'Seller']);
    expect(within(history).getByRole('img', { name: 'a.png' })).toHaveAttribute('src', images[0]!.url);
    expect(within(history).getByRole('link', { name: 'receipt.pdf' })).toBeInTheDocument();
  });

  it('adds a buyer message while the request is open, and shows the updated history', async () => {
    const replied = afterSale({
      history: [
        ...afterSale().history,
        { author: 'buyer', kind: 'message', text: 'Could you do 22?', amount: null, at: '2026-01-03T11:00:00.000Z' },
      ],
    });
    const fake = await openRequest(afterSale(), {
      [route(sendAfterSaleMessage)]: () => ok(sendAfterSaleMessage, replied),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Send message' }));
    expect(await screen.findByText('The Message field is required')).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: /Message to the seller/ }), 'Could you do 22?');
    await userEvent.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText('Could you do 22?', { selector: 'li p' })).toBeInTheDocument();
    expect(fake.asked(sendAfterSaleMessage)).toHaveLength(1);
    expect(fake.asked(sendAfterSaleMessage)[0]!.input).toMatchObject({ id: 1, text: 'Could you do 22?' });
    expect(screen.getByRole('textbox', { name: /Message to the seller/ })).toHaveValue('');
  });

  it('tells a refusal to add a message', async () => {
    await openRequest(afterSale(), {
      [route(sendAfterSaleMessage)]: () => fail(409, 'after_sale_closed'),
    });
    await userEvent.type(await screen.findByRole('textbox', { name: /Message to the seller/ }), 'Hello');
    await userEvent.click(screen.getByRole('button', { name: 'Send message' }));
    await findAlert('This after-sales request is closed.');
  });

  it('shows a refund successful with its completion and arrival times, and no message box', async () => {
    await openRequest(
      afterSale({
        status: 'refunded',
        refunded_amount: 2000,
        completed_at: '2026-01-04T11:00:00.000Z',
        arrival_at: '2026-01-07T11:00:00.000Z',
      }),
    );
    expect(await screen.findByText('Refund successful: $20.00')).toBeInTheDocument();
    expect(screen.getAllByText(/Jan 7, 2026/).length).toBeGreaterThan(0);
    expect(screen.getByText('This request is closed; no more messages can be added.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send message' })).not.toBeInTheDocument();
  });

  it('shows the seller’s reason for a rejection', async () => {
    await openRequest(
      afterSale({ status: 'rejected', rejection_reason_key: 'after_sale_rejected', rejection_note: 'Used item' }),
    );
    const rejection = await screen.findByRole('region', { name: 'This request was rejected' });
    expect(rejection).toHaveTextContent('The seller rejected this request.');
    expect(rejection).toHaveTextContent('Seller’s reason: Used item');
  });

  it('says plainly to contact the seller when the shipment could not be intercepted, with the contact', async () => {
    await openRequest(afterSale({ status: 'rejected', rejection_reason_key: 'intercept_failed' }), {
      [route(getOrderDetail)]: () => ok(getOrderDetail, orderDetail()),
    });
    const rejection = await screen.findByRole('region', { name: 'This request was rejected' });
    expect(rejection).toHaveTextContent(
      'The shipment could not be intercepted, so this request was rejected. Please contact the seller for manual intervention.',
    );
    expect(await within(rejection).findByText(/Li Wei, \+86 755 1234 5678 \(Shenzhen Warehouse\)/)).toBeVisible();
  });

  it('is named by its order’s number (decision 051)', async () => {
    await openRequest(afterSale({ order_no: 'SO202601070007' }));
    await waitFor(() => expect(document.title).toBe('After-sales request for order SO202601070007 | Lotus'));
    expect(document.querySelectorAll('title')).toHaveLength(1);
  });

  it('says Page Not Found for a request that is not this customer’s', async () => {
    await openWith(() => fail(404, 'not_found'));
    expect(await screen.findByRole('heading', { name: /Page Not Found/ })).toBeInTheDocument();
    // Named once, by Page Not Found itself.
    await waitFor(() => expect(document.title).toBe('Page not found | Lotus'));
    expect(document.querySelectorAll('title')).toHaveLength(1);
  });
});

describe('a request reached by its submit', () => {
  beforeEach(signInAsCustomer);

  it('puts focus on the page’s heading, the form that sent it gone', async () => {
    installFakeBackend({ ...storeBasics, [route(getAfterSaleDetail)]: () => ok(getAfterSaleDetail, afterSale()) });
    const { router } = await renderPage(<AfterSalesDetailPage />, '/pc/my/orders/afterSale?order_id=7', {
      pattern: '/pc/my/orders/afterSale/:id',
    });
    await act(() => router.navigate('/pc/my/orders/afterSale/1'));
    expect(await screen.findByRole('heading', { name: 'After-sales request', level: 1 })).toHaveFocus();
  });
});
