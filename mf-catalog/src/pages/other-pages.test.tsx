import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { listProducts } from '@shop/api/calls';
import { catalogBackend } from '../testing/fixtures';
import { renderPage } from '../testing/render-catalog';
import ActivityPage from './activity-page';
import MagnifierPage from './magnifier-page';
import MobileHomePage from './mobile-home-page';
import SortPage from './sort-page';

describe('the campaign page', () => {
  it('shows the banner, the campaign reference and the best sellers first', async () => {
    const backend = catalogBackend();
    await renderPage(<ActivityPage />, '/pc/active/SUMMER-2026', { pattern: '/pc/active/:code' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Campaign offers' })).toBeInTheDocument();
    expect(screen.getByText('Campaign reference: SUMMER-2026')).toBeInTheDocument();
    expect(await screen.findByRole('img', { name: 'Wholesale prices, every day' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'New arrivals' })).not.toBeInTheDocument();
    expect(screen.getByLabelText('Sort by')).toHaveDisplayValue('Sales: high to low');
    await waitFor(() => expect(backend.asked(listProducts)[0]!.input).toMatchObject({ sort: 'sales_desc' }));
  });
});

describe('the mobile home page', () => {
  it('folds the filters away in one column', async () => {
    catalogBackend();
    await renderPage(<MobileHomePage />, '/mobile');
    const filters = (await screen.findByText('Filters')).closest('details')!;
    expect(filters).not.toHaveAttribute('open');
    await userEvent.click(within(filters).getByText('Filters'));
    expect(filters).toHaveAttribute('open');
    expect(await within(filters).findByRole('link', { name: 'Audio' })).toBeVisible();
  });
});

describe('the sort page', () => {
  it('binds the sort control to the URL', async () => {
    catalogBackend();
    const { router } = await renderPage(<SortPage />, '/pc/sort?sort=newest_asc');
    const sort = await screen.findByLabelText('Sort by');
    expect(sort).toHaveDisplayValue('Oldest first');
    await userEvent.selectOptions(sort, 'Sales: high to low');
    await waitFor(() => expect(router.state.location.search).toBe('?sort=sales_desc'));
    expect(screen.getByRole('link', { name: 'Show the products in this order' })).toHaveAttribute(
      'href',
      '/pc?sort=sales_desc',
    );
  });
});

describe('the magnifier page', () => {
  it('shows the magnifier on a sample product picture', async () => {
    catalogBackend();
    await renderPage(<MagnifierPage />, '/pc/Magnifier');
    expect(await screen.findByRole('heading', { level: 1, name: 'Magnifier' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Zoom in on the picture' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Sample product picture' })).toHaveAttribute(
      'src',
      '/uploads/products/1-1.svg',
    );
  });
});
