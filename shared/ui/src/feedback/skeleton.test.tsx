import { screen } from '@testing-library/react';
import { renderUi } from '../testing/render-ui';
import { Skeleton } from './skeleton';

describe('Skeleton', () => {
  it('is a busy status named by its label; the shapes are hidden', () => {
    renderUi(<Skeleton label="Loading orders" lines={4} />);
    const status = screen.getByRole('status');
    expect(status).toHaveAttribute('aria-busy', 'true');
    expect(status).toHaveTextContent('Loading orders');
    expect(status.querySelectorAll('[aria-hidden="true"]')).toHaveLength(4);
  });
});
