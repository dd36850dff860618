import { screen } from '@testing-library/react';
import { installFakeBackend, storeBasics } from '@shop/platform/testing';
import { renderPage } from '../testing/render-aftersales';
import AfterSalesCompletionPage from './after-sales-completion-page';
import BuyerAppliesPage from './buyer-applies-page';
import PreviewPage from './preview-page';
import ProductItemPage from './product-item-page';
import SellerHandlingPage from './seller-handling-page';

describe('spec 2’s component-like after-sales routes', () => {
  beforeEach(() => installFakeBackend(storeBasics));

  it('AfterSalesCompletion shows a completed refund', async () => {
    await renderPage(<AfterSalesCompletionPage />, '/pc/AfterSalesCompletion');
    expect(await screen.findByText('Refund successful: $20.00')).toBeInTheDocument();
  });

  it('BuyerAppliesForAfterSalesService shows the buyer’s application', async () => {
    await renderPage(<BuyerAppliesPage />, '/pc/BuyerAppliesForAfterSalesService');
    expect(await screen.findByText('Applied for a refund of $25.00')).toBeInTheDocument();
  });

  it('Preview shows the attachments', async () => {
    await renderPage(<PreviewPage />, '/pc/Preview');
    expect(await screen.findByRole('link', { name: 'receipt.pdf' })).toBeInTheDocument();
  });

  it('ProductItem shows a product', async () => {
    await renderPage(<ProductItemPage />, '/pc/ProductItem');
    expect(await screen.findByText('SKU: LW-02-000101')).toBeInTheDocument();
  });

  it('SellerHandling shows the seller’s counter offer', async () => {
    await renderPage(<SellerHandlingPage />, '/pc/SellerHandling');
    expect(
      await screen.findByText('The seller offers a refund of $20.00. Reply below to accept or discuss.'),
    ).toBeInTheDocument();
  });
});
