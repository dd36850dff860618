import { screen } from '@testing-library/react';
import { renderUi } from '../testing/render-ui';
import { styleRulesOf } from '../testing/style-rules';
import { EmptyState } from './empty-state';

describe('EmptyState', () => {
  it('names the empty area in a heading and offers the next step', () => {
    renderUi(
      <EmptyState
        title="Your cart is empty"
        description="Find products in the catalogue."
        action={<a href="/">Shop</a>}
      />,
    );
    expect(screen.getByRole('heading', { name: 'Your cart is empty' })).toBeInTheDocument();
    expect(screen.getByText('Find products in the catalogue.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Shop' })).toBeInTheDocument();
  });

  it('makes its way out a finger-sized target (24 px high)', () => {
    renderUi(<EmptyState title="No orders yet" action={<a href="/">Shop</a>} />);
    const box = screen.getByRole('heading', { name: 'No orders yet' }).parentElement!;
    expect(styleRulesOf(box)).toMatch(/>a\{display:inline-flex;[^}]*min-height:24px;\}/);
  });
});
