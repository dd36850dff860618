import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { listProducts } from '@shop/api/calls';
import { signIn, signOut } from '@shop/platform';
import { type Answer, asVisitor, fail, ok, product, route } from '@shop/platform/testing';
import { catalogBackend, productPage } from '../testing/fixtures';
import { renderPage, signInAsCustomer } from '../testing/render-catalog';
import HomePage from './home-page';

const balloons = product({ id: 7, name: '<script>alert("xss")</script> Party Balloons', sku: 'LW-21-000007' });
const soldOut = product({ id: 8, name: 'Steel Wok - Black', inventory: 0, in_stock: false, sold_out: true });
const items = [product(), balloons, soldOut];

const render = (path = '/pc') => renderPage(<HomePage />, path, { pattern: '/pc' });
const lastQuery = (backend: ReturnType<typeof catalogBackend>) => backend.asked(listProducts).at(-1)!.input;

describe('home page for a visitor', () => {
  it('shows the content blocks, with same-origin links only', async () => {
    catalogBackend();
    await render();
    const banner = await screen.findByRole('img', { name: 'Wholesale prices, every day' });
    expect(banner).toHaveAttribute('src', '/uploads/site/banner.svg');
    // The first block's picture is the first screen's largest: fetched first, never left for later.
    expect(banner).toHaveAttribute('fetchpriority', 'high');
    expect(banner).not.toHaveAttribute('loading');
    expect(screen.getByRole('link', { name: 'Wholesale prices, every day' })).toHaveAttribute(
      'href',
      '/pc?sort=sales_desc',
    );
    expect(screen.getByRole('heading', { name: 'New arrivals' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'New arrivals' })).not.toBeInTheDocument();
    const byCategory = screen.getByRole('heading', { name: 'Shop by category' }).closest('section')!;
    expect(await within(byCategory).findByRole('link', { name: 'Home & Kitchen' })).toHaveAttribute(
      'href',
      '/pc?category_id=4',
    );
  });

  it("shows 'Login to see price' where prices would be, and no price filter", async () => {
    catalogBackend({ [route(listProducts)]: () => ok(listProducts, productPage(items.map(asVisitor))) });
    await render();
    const list = await screen.findByRole('list', { name: 'Products' });
    expect(within(list).getAllByText('Login to see price')).toHaveLength(3);
    expect(list).not.toHaveTextContent('$');
    expect(screen.queryByLabelText('Lowest price')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log in to filter by price' })).toHaveAttribute(
      'href',
      '/pc/customer/login?redirect=%2Fpc',
    );
  });

  it('shows stock in words', async () => {
    catalogBackend({ [route(listProducts)]: () => ok(listProducts, productPage(items.map(asVisitor))) });
    await render();
    const wok = (await screen.findByRole('link', { name: 'Steel Wok - Black' })).closest('article')!;
    expect(within(wok).getByText('Sold out')).toBeInTheDocument();
    expect(
      within(screen.getByRole('link', { name: 'Classic Phone Case - Red' }).closest('article')!).getByText('In stock'),
    ).toBeInTheDocument();
  });

  it('shows names that look like markup as text', async () => {
    catalogBackend({ [route(listProducts)]: () => ok(listProducts, productPage([asVisitor(balloons)])) });
    const { container } = await render();
    expect(await screen.findByRole('link', { name: '<script>alert("xss")</script> Party Balloons' })).toHaveAttribute(
      'href',
      '/pc/product/7',
    );
    expect(container.querySelector('script')).toBeNull();
  });

  it('says so when nothing matches, with a way back to everything', async () => {
    catalogBackend({ [route(listProducts)]: () => ok(listProducts, productPage([])) });
    await render('/pc?q=nothing-like-this');
    expect(await screen.findByRole('heading', { name: 'No products match these filters.' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Clear all filters' })).toHaveAttribute('href', '/pc');
  });

  it('shows a skeleton while loading, then the products', async () => {
    let answer: (value: Answer) => void = () => undefined;
    catalogBackend({ [route(listProducts)]: () => new Promise<Answer>((resolve) => (answer = resolve)) });
    await render();
    expect(await screen.findByText('Loading products…')).toBeInTheDocument();
    answer(ok(listProducts, productPage([asVisitor(product())])));
    expect(await screen.findByRole('link', { name: 'Classic Phone Case - Red' })).toBeInTheDocument();
    expect(screen.queryByText('Loading products…')).not.toBeInTheDocument();
  });

  it('tells a failed list and loads it again on retry', async () => {
    let calls = 0;
    catalogBackend({
      [route(listProducts)]: () =>
        ++calls === 1 ? fail(500, 'server_error') : ok(listProducts, productPage([asVisitor(product())])),
    });
    await render();
    expect(await screen.findByText('The products could not be loaded.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Classic Phone Case - Red' })).toBeInTheDocument();
  });

  it('is in Vietnamese for a Vietnamese page', async () => {
    catalogBackend({ [route(listProducts)]: () => ok(listProducts, productPage([asVisitor(product())])) });
    await renderPage(<HomePage />, '/pc', { locale: 'vi' });
    expect(await screen.findByText('Đăng nhập để xem giá')).toBeInTheDocument();
    expect(screen.getByPlaceholderText('Tìm theo tên sản phẩm hoặc SKU')).toBeInTheDocument();
  });
});

describe('home page for a customer', () => {
  beforeEach(signInAsCustomer);

  it('shows prices in the shop’s currency', async () => {
    catalogBackend({ [route(listProducts)]: () => ok(listProducts, productPage(items)) });
    await render();
    const list = await screen.findByRole('list', { name: 'Products' });
    expect(within(list).getAllByText('$12.99')).toHaveLength(3);
    expect(within(list).queryByText('Login to see price')).not.toBeInTheDocument();
  });

  it('drops the prices the moment the customer signs out, and never draws them for the visitor or the next customer', async () => {
    // The backend answers as the real one does: prices only for a bearer token, and each customer their own.
    const priced = (token: string | null) =>
      token === 'Bearer test-token'
        ? items
        : token
          ? items.map((item) => ({ ...item, price: 4200 }))
          : items.map(asVisitor);
    catalogBackend({
      [route(listProducts)]: ({ headers }) => ok(listProducts, productPage(priced(headers.get('authorization')))),
    });
    await render();
    const list = await screen.findByRole('list', { name: 'Products' });
    expect(within(list).getAllByText('$12.99')).toHaveLength(3);

    act(() => signOut());
    // Not one frame of the customer's prices: the list is asked again for the visitor.
    expect(screen.queryByText('$12.99')).not.toBeInTheDocument();
    expect(await screen.findAllByText('Login to see price')).toHaveLength(3);
    expect(screen.queryByText(/\$/)).not.toBeInTheDocument();

    act(() => signIn({ token: 'next-customer', expires_at: new Date(Date.now() + 60_000).toISOString() }));
    expect(screen.queryByText('Login to see price')).not.toBeInTheDocument();
    expect(await screen.findAllByText('$42.00')).toHaveLength(3);
    expect(screen.queryByText('$12.99')).not.toBeInTheDocument();
  });

  it('tells a lowest price above the highest next to the field, with the call’s message, and applies a good range', async () => {
    const backend = catalogBackend();
    const { router } = await render();
    const lowest = await screen.findByLabelText('Lowest price');
    await userEvent.type(lowest, '30');
    await userEvent.type(screen.getByLabelText('Highest price'), '20');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(lowest).toHaveAccessibleDescription(
      expect.stringContaining('The lowest price cannot be higher than the highest price'),
    );
    expect(lowest).toHaveAttribute('aria-invalid', 'true');
    expect(router.state.location.search).toBe('');

    await userEvent.clear(lowest);
    await userEvent.type(lowest, '5');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(router.state.location.search).toBe('?price_min=500&price_max=2000'));
    await waitFor(() => expect(lastQuery(backend)).toMatchObject({ price_min: '500', price_max: '2000' }));
    expect(screen.getByLabelText('Lowest price')).toHaveValue('5');
  });
});

describe('the list view lives in the URL', () => {
  it('changes the URL and the list call with each filter, sort, search and page', async () => {
    const backend = catalogBackend({
      [route(listProducts)]: ({ input }) =>
        ok(listProducts, productPage([asVisitor(product())], { page: Number(input.page ?? 1), total: 45 })),
    });
    const { router } = await render();
    const where = () => router.state.location.search;

    await userEvent.click(await screen.findByRole('link', { name: 'Audio' }));
    await waitFor(() => expect(where()).toBe('?category_id=3'));
    expect(screen.getByRole('link', { name: 'Audio' })).toHaveAttribute('aria-current', 'true');

    await userEvent.selectOptions(await screen.findByLabelText('Ships from'), 'VN');
    await waitFor(() => expect(where()).toBe('?category_id=3&ship_from=VN'));

    await userEvent.selectOptions(screen.getByLabelText('Sort by'), 'Inventory: low to high');
    await waitFor(() => expect(where()).toBe('?category_id=3&ship_from=VN&sort=inventory_asc'));

    await userEvent.type(screen.getByRole('searchbox', { name: 'Search products' }), 'LW-03{Enter}');
    await waitFor(() => expect(where()).toBe('?q=LW-03&category_id=3&ship_from=VN&sort=inventory_asc'));

    expect(await screen.findByText('Results: 45')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Page 3' }));
    await waitFor(() => expect(where()).toBe('?q=LW-03&category_id=3&ship_from=VN&sort=inventory_asc&page=3'));
    await waitFor(() =>
      expect(lastQuery(backend)).toEqual({
        q: 'LW-03',
        category_id: '3',
        ship_from: 'VN',
        sort: 'inventory_asc',
        page: '3',
        page_size: '20',
      }),
    );
    expect(screen.getByRole('heading', { name: 'Products' })).toHaveFocus();

    // A new filter starts again at page 1.
    await userEvent.click(screen.getByRole('link', { name: 'All categories' }));
    await waitFor(() => expect(where()).toBe('?q=LW-03&ship_from=VN&sort=inventory_asc'));
  });

  it('restores every filter from a link', async () => {
    const backend = catalogBackend({
      [route(listProducts)]: () => ok(listProducts, productPage([asVisitor(product())], { page: 2, total: 60 })),
    });
    await render('/pc?q=mug&category_id=3&ship_from=VN&sort=sales_asc&page=2');
    expect(await screen.findByRole('searchbox', { name: 'Search products' })).toHaveValue('mug');
    expect(screen.getByLabelText('Sort by')).toHaveDisplayValue('Sales: low to high');
    expect(await screen.findByRole('link', { name: 'Audio' })).toHaveAttribute('aria-current', 'true');
    await waitFor(() => expect(screen.getByLabelText('Ships from')).toHaveValue('VN'));
    expect(await screen.findByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    expect(lastQuery(backend)).toMatchObject({
      q: 'mug',
      category_id: '3',
      ship_from: 'VN',
      sort: 'sales_asc',
      page: '2',
    });
  });

  it('goes back and forward through the changes', async () => {
    const backend = catalogBackend();
    const { router } = await render();
    const sort = await screen.findByLabelText('Sort by');
    await userEvent.selectOptions(sort, 'Sales: high to low');
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search products' }), 'cable{Enter}');
    await waitFor(() => expect(router.state.location.search).toBe('?q=cable&sort=sales_desc'));

    await act(() => router.navigate(-1));
    await waitFor(() => expect(screen.getByRole('searchbox', { name: 'Search products' })).toHaveValue(''));
    expect(screen.getByLabelText('Sort by')).toHaveDisplayValue('Sales: high to low');

    await act(() => router.navigate(-1));
    await waitFor(() => expect(screen.getByLabelText('Sort by')).toHaveDisplayValue('Newest first'));
    await waitFor(() => expect(lastQuery(backend)).toEqual({ sort: 'newest_desc', page: '1', page_size: '20' }));

    await act(() => router.navigate(2));
    await waitFor(() => expect(screen.getByRole('searchbox', { name: 'Search products' })).toHaveValue('cable'));
    await waitFor(() => expect(lastQuery(backend)).toMatchObject({ q: 'cable', sort: 'sales_desc' }));
  });
});

describe('"All products" (the home page at #products)', () => {
  let scrollTo: jest.Mock;
  let frames: FrameRequestCallback[];
  const reducedMotion = (reduced: boolean) => {
    window.matchMedia = ((query: string) => ({
      matches: reduced && query === '(prefers-reduced-motion: reduce)',
    })) as unknown as typeof window.matchMedia;
  };

  beforeEach(() => {
    scrollTo = jest.fn();
    frames = [];
    window.scrollTo = scrollTo as unknown as typeof window.scrollTo;
    window.requestAnimationFrame = (callback) => frames.push(callback);
    Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
    // The list's heading sits 1000 px down the page.
    jest.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({ top: 1000 } as DOMRect);
  });
  afterEach(() => jest.restoreAllMocks());

  it('scrolls to 120 px above the list over 400 ms and moves focus to it', async () => {
    reducedMotion(false);
    catalogBackend();
    await render('/pc#products');
    const heading = await screen.findByRole('heading', { level: 2, name: 'Products' });
    await waitFor(() => expect(frames.length).toBeGreaterThan(0));
    expect(heading).toHaveFocus();
    act(() => frames.shift()!(0));
    act(() => frames.shift()!(200));
    expect(scrollTo).not.toHaveBeenLastCalledWith(0, 880);
    act(() => frames.shift()!(400));
    expect(scrollTo).toHaveBeenLastCalledWith(0, 880);
    expect(frames).toHaveLength(0);
  });

  it('jumps there without animation under prefers-reduced-motion', async () => {
    reducedMotion(true);
    catalogBackend();
    await render('/pc#products');
    await waitFor(() => expect(scrollTo).toHaveBeenCalledWith(0, 880));
    expect(scrollTo).toHaveBeenCalledTimes(1);
    expect(frames).toHaveLength(0);
  });

  it('waits for the products: before they arrive the page may be too short to bring the list to its place', async () => {
    reducedMotion(true);
    let answer: (value: Answer) => void = () => undefined;
    catalogBackend({ [route(listProducts)]: () => new Promise<Answer>((resolve) => (answer = resolve)) });
    await render('/pc#products');
    await screen.findByRole('heading', { level: 2, name: 'Products' });
    expect(scrollTo).not.toHaveBeenCalled();
    act(() => answer(ok(listProducts, productPage([asVisitor(product())]))));
    await waitFor(() => expect(scrollTo).toHaveBeenCalledWith(0, 880));
  });

  it('scrolls again when the link is followed again, and not for the plain home page', async () => {
    reducedMotion(true);
    catalogBackend();
    const { router } = await render('/pc');
    await screen.findByRole('heading', { level: 2, name: 'Products' });
    expect(scrollTo).not.toHaveBeenCalled();
    await act(() => router.navigate('/pc#products'));
    await waitFor(() => expect(scrollTo).toHaveBeenCalledTimes(1));
    await act(() => router.navigate('/pc#products'));
    await waitFor(() => expect(scrollTo).toHaveBeenCalledTimes(2));
  });
});
