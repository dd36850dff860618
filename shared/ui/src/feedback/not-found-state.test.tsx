import { screen } from '@testing-library/react';
import { renderUi } from '../testing/render-ui';
import { NotFoundState } from './not-found-state';

describe('NotFoundState', () => {
  it('tells what was not found as the page heading', () => {
    renderUi(<NotFoundState message="Page Not Found: /pc/product/999" />);
    const heading = screen.getByRole('heading', { level: 1, name: 'Page Not Found: /pc/product/999' });
    expect(screen.getByRole('region', { name: 'Page Not Found: /pc/product/999' })).toContainElement(heading);
  });
});
