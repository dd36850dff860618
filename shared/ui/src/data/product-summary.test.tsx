import { screen } from '@testing-library/react';
import { renderUi } from '../testing/render-ui';
import { ProductSummary } from './product-summary';

describe('ProductSummary', () => {
  it('shows the name as text (never markup), a decorative picture and the details', () => {
    const { container } = renderUi(
      <ProductSummary
        name="<b>Case</b>"
        imageUrl="/p.svg"
        imageSize={64}
        details={['SKU: LW-1', 'Ships from Shenzhen']}
      />,
    );
    expect(screen.getByText('<b>Case</b>')).toBeInTheDocument();
    expect(screen.getByText('SKU: LW-1')).toBeInTheDocument();
    expect(screen.getByText('Ships from Shenzhen')).toBeInTheDocument();
    const picture = container.querySelector('img')!;
    expect(picture).toHaveAttribute('alt', '');
    expect(picture).toHaveAttribute('width', '64');
  });
});
