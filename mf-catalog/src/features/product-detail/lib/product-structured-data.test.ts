import { asVisitor, productDetail } from '@shop/platform/testing';
import { productStructuredData } from './product-structured-data';

const context = { origin: 'https://shop.example', shop: 'Lotus Wholesale', currency: 'USD' };

describe("a product's structured data (decision 051)", () => {
  it('is a schema.org Product with its name, SKU, category and absolute pictures and address', () => {
    const product = productDetail({ id: 7, name: 'Tea Cup', sku: 'TC-7' });
    expect(productStructuredData(asVisitor(product), context)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'Tea Cup',
      sku: 'TC-7',
      description: product.description,
      category: 'Phone Accessories',
      image: ['https://shop.example/uploads/products/1-1.svg', 'https://shop.example/uploads/products/1-2.svg'],
      url: 'https://shop.example/pc/product/7',
    });
  });

  it("offers it to a customer, who was sent its price: in the shop's currency, with its availability and seller", () => {
    const data = productStructuredData(productDetail({ id: 7, price: 1299, in_stock: true, sold_out: false }), context);
    expect(data).toMatchObject({
      offers: {
        '@type': 'Offer',
        price: '12.99',
        priceCurrency: 'USD',
        availability: 'https://schema.org/InStock',
        url: 'https://shop.example/pc/product/7',
        seller: { '@type': 'Organization', name: 'Lotus Wholesale' },
      },
    });
    const soldOut = productStructuredData(productDetail({ price: 1299, in_stock: false, sold_out: true }), context);
    expect(soldOut).toMatchObject({ offers: { availability: 'https://schema.org/OutOfStock' } });
  });

  it('names no address it cannot make absolute', () => {
    const data = productStructuredData(asVisitor(productDetail()), { origin: null });
    expect(data).not.toHaveProperty('url');
    expect(data).not.toHaveProperty('image');
  });
});
