import { screen, within } from '@testing-library/react';
import { listBoxItems } from '@shop/api/calls';
import { installFakeBackend, ok, pageOf, route } from '@shop/platform/testing';
import { boxItem } from '../testing/fixtures';
import { renderPage, signInAsCustomer } from '../testing/render-publish';
import CollectionBoxPage from './collection-box-page';

describe('the collection box page', () => {
  beforeEach(signInAsCustomer);

  it('lists the claimed products newest first with their state and times', async () => {
    const backend = installFakeBackend({
      [route(listBoxItems)]: () =>
        ok(
          listBoxItems,
          pageOf([
            boxItem(2, { status: 'queued', published_at: null, claimed_at: '2026-11-03T10:00:00.000Z' }),
            boxItem(1),
          ]),
        ),
    });
    await renderPage(<CollectionBoxPage />, '/pc/publish/box');
    const table = await screen.findByRole('table', { name: 'Products in your collection box, newest first' });
    const [, queued, published] = within(table).getAllByRole('row');
    expect(within(queued!).getByText('Product 102')).toBeInTheDocument();
    expect(within(queued!).getByRole('cell', { name: 'Queued' })).toBeInTheDocument();
    expect(within(queued!).getByText('Not yet')).toBeInTheDocument();
    expect(within(published!).getByRole('cell', { name: 'Published' })).toBeInTheDocument();
    const times = within(published!).getAllByText(/Nov 2, 2026/, { selector: 'time' });
    expect(times.map((time) => time.getAttribute('datetime'))).toEqual([
      '2026-11-02T09:30:00.000Z',
      '2026-11-02T12:30:00.000Z',
    ]);
    expect(backend.asked(listBoxItems)[0]!.input).toMatchObject({ page: '1', page_size: '10' });
  });

  it('says when the box is empty, with the way to publish', async () => {
    installFakeBackend({ [route(listBoxItems)]: () => ok(listBoxItems, pageOf([])) });
    await renderPage(<CollectionBoxPage />, '/pc/publish/box');
    expect(await screen.findByRole('heading', { name: 'Your collection box is empty' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Choose products to publish' })).toHaveAttribute('href', '/pc/Publish');
  });

  it('is in Vietnamese too', async () => {
    installFakeBackend({ [route(listBoxItems)]: () => ok(listBoxItems, pageOf([boxItem(1)])) });
    await renderPage(<CollectionBoxPage />, '/pc/publish/box', { locale: 'vi' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Hộp sưu tập' })).toBeInTheDocument();
    expect(screen.getByText('Đã đăng')).toBeInTheDocument();
  });
});
