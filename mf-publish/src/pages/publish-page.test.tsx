import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { listClaimableProducts, publishBatch, publishOneClick } from '@shop/api/calls';
import { fail, installFakeBackend, ok, pageOf, route, type Handler } from '@shop/platform/testing';
import { claimable } from '../testing/fixtures';
import { findAlert, renderPage, signInAsCustomer } from '../testing/render-publish';
import PublishPage from './publish-page';

/** Two pages of products: 1 and 2 (2 already in the box) on page 1, 3 and 4 on page 2. */
const pages = [
  [claimable(1), claimable(2, { claimed: true })],
  [claimable(3), claimable(4)],
];

function products(): Handler {
  return ({ input }) => {
    const page = Number(input.page ?? 1);
    return ok(listClaimableProducts, pageOf(pages[page - 1] ?? [], { page, page_size: 10, total: 14 }));
  };
}

function backendWith(routes: Record<string, Handler> = {}) {
  return installFakeBackend({ [route(listClaimableProducts)]: products(), ...routes });
}

const table = () => screen.findByRole('table', { name: 'Products you can publish' });
const box = (name: string) => screen.getByRole('checkbox', { name: `Select ${name}` });

// The step journeys click through pages and steps; on a busy machine they take longer than jest's 5 s default.
const STEPS_TIMEOUT = 20_000;

/** Holds an answer until `release` is called, to press a button again while its call is on its way. */
function held<T>(answer: T) {
  let release = () => {};
  const gate = new Promise<void>((resolve) => (release = resolve));
  return { handler: async () => (await gate, answer), release: () => release() };
}

describe('the publish page', () => {
  beforeEach(signInAsCustomer);

  it('lists the products that can be claimed, marking those already in the collection box', async () => {
    backendWith();
    await renderPage(<PublishPage />, '/pc/Publish');
    const rows = within(await table()).getAllByRole('row');
    expect(within(rows[1]!).getByText('Not yet')).toBeInTheDocument();
    expect(within(rows[2]!).getByText('In collection box')).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Batch publish progress' })).toBeInTheDocument();
    // The first step is where the page opens: focus is left where it was.
    expect(screen.getByRole('heading', { level: 2, name: 'Select products' })).not.toHaveFocus();
    expect(screen.getByRole('searchbox', { name: 'Search products' })).toHaveAttribute(
      'placeholder',
      'Search Products Name or SKU',
    );
  });

  it('searches by name or SKU from the first page', async () => {
    const backend = backendWith();
    const { router } = await renderPage(<PublishPage />, '/pc/Publish?page=2');
    await table();
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search products' }), 'LW-01{Enter}');
    await waitFor(() => expect(router.state.location.search).toBe('?q=LW-01'));
    await waitFor(() =>
      expect(backend.asked(listClaimableProducts).at(-1)!.input).toMatchObject({ q: 'LW-01', page: '1' }),
    );
  });

  describe('one-click publish', () => {
    it('sends the product once however often it is pressed, tells the result and re-reads the list', async () => {
      const answer = held(ok(publishOneClick, { box_item_id: 9, status: 'queued' }));
      const backend = backendWith({ [route(publishOneClick)]: answer.handler });
      await renderPage(<PublishPage />, '/pc/Publish');
      await table();
      const button = screen.getByRole('button', { name: 'One-click publish Product 1' });
      await userEvent.click(button);
      await userEvent.click(button);
      answer.release();
      const told = await screen.findByText('Product 1 is in your collection box, queued for publishing.');
      const status = told.closest<HTMLElement>('[role="status"]')!;
      expect(within(status).getByRole('link', { name: 'Go to the collection box' })).toHaveAttribute(
        'href',
        '/pc/publish/box',
      );
      expect(backend.asked(publishOneClick)).toHaveLength(1);
      expect(backend.asked(publishOneClick)[0]!.input).toMatchObject({ product_id: 1 });
      await waitFor(() => expect(backend.asked(listClaimableProducts).length).toBeGreaterThan(1));
    });

    it('offers neither publishing nor choosing a product already in the box', async () => {
      backendWith();
      await renderPage(<PublishPage />, '/pc/Publish');
      await table();
      expect(screen.getByRole('button', { name: 'Already in the box: Product 2' })).toBeDisabled();
      expect(screen.queryByRole('button', { name: 'One-click publish Product 2' })).not.toBeInTheDocument();
      expect(box('Product 2')).toBeDisabled();
      expect(box('Product 1')).toBeEnabled();
    });

    it(
      'tells why a product was refused (put in the box meanwhile), until the next selection begins',
      async () => {
        backendWith({
          [route(publishOneClick)]: () => fail(409, 'publish_already_in_box'),
          [route(publishBatch)]: () => ok(publishBatch, { published: [3], skipped: [] }),
        });
        await renderPage(<PublishPage />, '/pc/Publish');
        await table();
        await userEvent.click(screen.getByRole('button', { name: 'One-click publish Product 1' }));
        const refused = 'Product 1 was not published: This product is already in your collection box.';
        expect(await findAlert(refused)).toBeInTheDocument();

        await userEvent.click(box('Product 1'));
        await userEvent.click(screen.getByRole('button', { name: 'Batch publish' }));
        await userEvent.click(await screen.findByRole('button', { name: 'Go to publish' }));
        await userEvent.click(await screen.findByRole('button', { name: 'Continue selecting' }));
        await table();
        expect(screen.queryByText(refused)).not.toBeInTheDocument();
      },
      STEPS_TIMEOUT,
    );
  });

  describe('batch publish', () => {
    it(
      'keeps the selection across pages and counts it',
      async () => {
        const { router } = await (backendWith(), renderPage(<PublishPage />, '/pc/Publish'));
        await table();
        await userEvent.click(screen.getByRole('checkbox', { name: 'Select all on this page' }));
        // Product 2 is in the box already: "all" leaves it out.
        expect(screen.getByText('Selected: 1')).toBeInTheDocument();
        await userEvent.click(screen.getByRole('button', { name: 'Page 2' }));
        await waitFor(() => expect(router.state.location.search).toBe('?page=2'));
        await userEvent.click(await screen.findByRole('checkbox', { name: 'Select Product 4' }));
        expect(screen.getByText('Selected: 2')).toBeInTheDocument();
        expect(box('Product 3')).not.toBeChecked();
        await userEvent.click(screen.getByRole('button', { name: 'Page 1' }));
        await waitFor(() => expect(box('Product 1')).toBeChecked());
        expect(box('Product 2')).not.toBeChecked();
        // Unticking this page's "all" leaves page 2's choice.
        await userEvent.click(screen.getByRole('checkbox', { name: 'Select all on this page' }));
        expect(screen.getByText('Selected: 1')).toBeInTheDocument();
      },
      STEPS_TIMEOUT,
    );

    it(
      "asks for a selection before going on: 'Please select an item'",
      async () => {
        const backend = backendWith({ [route(publishBatch)]: () => ok(publishBatch, { published: [], skipped: [] }) });
        await renderPage(<PublishPage />, '/pc/Publish');
        await table();
        await userEvent.click(screen.getByRole('button', { name: 'Batch publish' }));
        expect(await findAlert('Please select an item')).toBeInTheDocument();
        expect(
          screen.getByRole('list', { name: 'Batch publish progress' }).querySelector('[aria-current="step"]'),
        ).toHaveTextContent('Select products');

        // Emptied again on the review step: still nothing is sent.
        await userEvent.click(box('Product 1'));
        await userEvent.click(screen.getByRole('button', { name: 'Batch publish' }));
        await userEvent.click(await screen.findByRole('button', { name: 'Remove Product 1 from the selection' }));
        await userEvent.click(screen.getByRole('button', { name: 'Go to publish' }));
        expect(await findAlert('Please select an item')).toBeInTheDocument();
        expect(backend.asked(publishBatch)).toHaveLength(0);
      },
      STEPS_TIMEOUT,
    );

    it(
      'goes through review to the success page, telling what was published and what was refused and why',
      async () => {
        const answer = held(
          ok(publishBatch, {
            // Product 4 went into the box meanwhile (another tab): refused.
            published: [1],
            skipped: [{ product_id: 4, reason_key: 'publish_already_in_box' }],
          }),
        );
        const backend = backendWith({ [route(publishBatch)]: answer.handler });
        await renderPage(<PublishPage />, '/pc/Publish');
        await table();
        await userEvent.click(box('Product 1'));
        await userEvent.click(screen.getByRole('button', { name: 'Page 2' }));
        await userEvent.click(await screen.findByRole('checkbox', { name: 'Select Product 4' }));
        await userEvent.click(screen.getByRole('button', { name: 'Batch publish' }));

        const review = await screen.findByRole('table', { name: 'Products to publish' });
        expect(within(review).getAllByRole('row')).toHaveLength(3);
        expect(screen.getByRole('heading', { level: 2, name: 'Review and publish' })).toHaveFocus();

        const go = screen.getByRole('button', { name: 'Go to publish' });
        await userEvent.click(go);
        await userEvent.click(screen.getByRole('button', { name: 'Publishing…' }));
        answer.release();

        expect(await screen.findByRole('heading', { level: 2, name: 'Success' })).toBeInTheDocument();
        expect(backend.asked(publishBatch)).toHaveLength(1);
        expect(backend.asked(publishBatch)[0]!.input).toMatchObject({ product_ids: [1, 4] });
        expect(screen.getByText('1 published, 1 not published.')).toBeInTheDocument();
        const published = screen.getByRole('table', { name: 'Sent to the collection box' });
        expect(within(published).getByText('Product 1')).toBeInTheDocument();
        const refused = screen.getByRole('table', { name: 'Not published' });
        expect(within(refused).getByText('Product 4')).toBeInTheDocument();
        expect(within(refused).getByText('This product is already in your collection box.')).toBeInTheDocument();
        for (const link of screen.getAllByRole('link', { name: 'Go to the collection box' }))
          expect(link).toHaveAttribute('href', '/pc/publish/box');

        await userEvent.click(screen.getByRole('button', { name: 'Continue selecting' }));
        expect(await screen.findByRole('heading', { level: 2, name: 'Select products' })).toHaveFocus();
        expect(screen.getByText('Selected: 0')).toBeInTheDocument();
      },
      STEPS_TIMEOUT,
    );

    it(
      'keeps the selection and tells the failure when the batch could not be sent',
      async () => {
        const backend = backendWith({ [route(publishBatch)]: () => fail(500, 'server_error') });
        await renderPage(<PublishPage />, '/pc/Publish');
        await table();
        await userEvent.click(box('Product 1'));
        await userEvent.click(screen.getByRole('button', { name: 'Batch publish' }));
        await userEvent.click(await screen.findByRole('button', { name: 'Go to publish' }));
        expect(await findAlert('Submission failed, please try again')).toBeInTheDocument();
        expect(screen.getByRole('table', { name: 'Products to publish' })).toBeInTheDocument();
        expect(screen.getByText('Selected: 1')).toBeInTheDocument();
        expect(backend.asked(publishBatch)).toHaveLength(1);
      },
      STEPS_TIMEOUT,
    );
  });

  it('is in Vietnamese too', async () => {
    backendWith();
    await renderPage(<PublishPage />, '/pc/Publish', { locale: 'vi' });
    expect(await screen.findByRole('table', { name: 'Sản phẩm có thể đăng' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Đăng lên TikTok Shop' })).toBeInTheDocument();
  });
});
