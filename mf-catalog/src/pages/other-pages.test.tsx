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
  it('folds the filters behind a toggle that opens and closes them', async () => {
    catalogBackend();
    await renderPage(<MobileHomePage />, '/mobile');
    const toggle = await screen.findByRole('button', { name: 'Filters' });
    const panel = document.getElementById(toggle.getAttribute('aria-controls')!)!;
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(panel).not.toHaveAttribute('data-open');
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(panel).toHaveAttribute('data-open');
    expect(await within(panel).findByRole('link', { name: 'Audio' })).toBeInTheDocument();
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(panel).not.toHaveAttribute('data-open');
  });

  it('lays the products out two a row on a phone', async () => {
    catalogBackend();
    await renderPage(<MobileHomePage />, '/mobile');
    const list = await screen.findByRole('list', { name: 'Products' });
    const rules = Array.from(document.styleSheets)
      .flatMap((sheet) => Array.from(sheet.cssRules, (rule) => rule.cssText))
      .filter((rule) => list.classList.contains(rule.match(/^\.([\w-]+)\s*\{/)?.[1] ?? ''));
    expect(rules.join('\n')).toMatch(/grid-template-columns:\s*repeat\(2,\s*minmax\(0,\s*1fr\)\)/);
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
