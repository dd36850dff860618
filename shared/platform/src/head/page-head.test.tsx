import { cleanup, render, waitFor } from '@testing-library/react';
import { ApiError } from '@shop/api';
import { ErrorCode, getHeader } from '@shop/api/calls';
import { createStoreI18n } from '../kit/store-i18n';
import { StoreProviders } from '../kit/store-providers';
import type { Locale } from '../i18n/locales';
import { installFakeBackend, ok, route } from '../testing/fake-backend';
import { visitorHeader } from '../testing/fixtures/header';
import { PageHead, type PageHeadProps } from './page-head';

const meta = (key: string): string | null =>
  document.head.querySelector(`meta[name="${key}"], meta[property="${key}"]`)?.getAttribute('content') ?? null;
const canonical = (): string | null =>
  document.head.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? null;

async function renderHead(props: PageHeadProps, { locale = 'en' as Locale, origin = 'https://shop.example' } = {}) {
  installFakeBackend({ [route(getHeader)]: () => ok(getHeader, visitorHeader) });
  const i18n = await createStoreI18n(locale, {});
  const view = render(
    <StoreProviders i18n={i18n} swr={{ provider: () => new Map() }} publicOrigin={origin}>
      <PageHead {...props} />
    </StoreProviders>,
  );
  // The site's title arrives with the header's answer.
  await waitFor(() => expect(meta('og:site_name')).toBe(visitorHeader.name));
  return view;
}

describe('PageHead', () => {
  it("names the page before the site's title, with a description, canonical and preview tags, all absolute", async () => {
    await renderHead({
      title: 'Rice 25 kg',
      description: 'Jasmine rice, sold by the pallet.',
      canonical: '/pc/product/7',
      image: '/uploads/products/7-1.svg',
      type: 'product',
    });
    expect(document.title).toBe('Rice 25 kg | Lotus');
    expect(meta('description')).toBe('Jasmine rice, sold by the pallet.');
    expect(canonical()).toBe('https://shop.example/pc/product/7');
    expect(meta('og:title')).toBe('Rice 25 kg');
    expect(meta('og:description')).toBe('Jasmine rice, sold by the pallet.');
    expect(meta('og:url')).toBe('https://shop.example/pc/product/7');
    expect(meta('og:image')).toBe('https://shop.example/uploads/products/7-1.svg');
    expect(meta('og:type')).toBe('product');
    expect(meta('og:locale')).toBe('en_US');
    expect(meta('twitter:card')).toBe('summary_large_image');
    expect(meta('robots')).toBeNull();
  });

  it("is the site's title alone on a page that names nothing, its picture the shop's logo, in Vietnamese", async () => {
    await renderHead({ canonical: '/' }, { locale: 'vi' });
    expect(document.title).toBe('Lotus');
    expect(meta('og:image')).toBe(`https://shop.example${visitorHeader.logo}`);
    expect(meta('og:locale')).toBe('vi_VN');
  });

  it('asks not to be indexed, and then names no canonical address', async () => {
    await renderHead({ title: 'Cart', canonical: '/pc/cart', noindex: true });
    expect(meta('robots')).toBe('noindex');
    expect(canonical()).toBeNull();
    expect(meta('og:url')).toBeNull();
  });

  it('writes no address it cannot make absolute when the public origin is unknown', async () => {
    await renderHead({ title: 'Rice', canonical: '/pc/product/7', image: '/x.svg' }, { origin: '' });
    expect(canonical()).toBeNull();
    expect(meta('og:image')).toBeNull();
    expect(meta('twitter:card')).toBe('summary');
  });

  it('takes its tags away with the page, so the next page does not inherit them', async () => {
    const view = await renderHead({ title: 'Rice', description: 'Rice.', canonical: '/pc/product/7' });
    view.unmount();
    expect(meta('description')).toBeNull();
    expect(canonical()).toBeNull();
    expect(document.head.querySelector('title')).toBeNull();
  });

  it('writes structured data that no name can close, and that parses back to the same value', async () => {
    const name = '</script><script>alert(1)</script> & <!-- x';
    const { container } = await renderHead({ title: name, structuredData: { '@type': 'Product', name } });
    const block = container.querySelector('script[type="application/ld+json"]');
    expect(block?.textContent).not.toMatch(/[<>&]/);
    expect(JSON.parse(block?.textContent ?? '')).toEqual({ '@type': 'Product', name });
  });

  it("steps aside when the page's read is a 404, which Page Not Found names itself", async () => {
    const notFound = new ApiError(404, { code: ErrorCode.NOT_FOUND, data: null, msg: 'not_found' });
    await renderHead({ title: 'Cart', noindex: true, readError: new Error('offline') });
    expect(document.title).toBe('Cart | Lotus');
    cleanup();
    installFakeBackend({ [route(getHeader)]: () => ok(getHeader, visitorHeader) });
    const i18n = await createStoreI18n('en', {});
    render(
      <StoreProviders i18n={i18n} swr={{ provider: () => new Map() }}>
        <PageHead title="Cart" noindex readError={notFound} />
      </StoreProviders>,
    );
    expect(document.head.querySelector('title')).toBeNull();
  });
});
