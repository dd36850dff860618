import { screen } from '@testing-library/react';
import { renderUi } from '../testing/render-ui';
import { VisuallyHidden } from './visually-hidden';

describe('VisuallyHidden', () => {
  it('keeps its text in the accessible name while clipping it off screen', () => {
    renderUi(
      <button type="button">
        <span aria-hidden="true">×</span>
        <VisuallyHidden>Remove item</VisuallyHidden>
      </button>,
    );
    const text = screen.getByText('Remove item');
    expect(screen.getByRole('button', { name: 'Remove item' })).toBeInTheDocument();
    expect(getComputedStyle(text).position).toBe('absolute');
    expect(getComputedStyle(text).overflow).toBe('hidden');
  });
});
