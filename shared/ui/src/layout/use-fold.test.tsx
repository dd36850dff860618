import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useFold } from './use-fold';

function Folded() {
  const fold = useFold();
  return (
    <>
      <button type="button" {...fold.toggleProps}>
        Filters
      </button>
      <div {...fold.panelProps}>the filters</div>
    </>
  );
}

describe('useFold', () => {
  it('starts folded, and the button opens and closes the panel it names', async () => {
    render(<Folded />);
    const button = screen.getByRole('button', { name: 'Filters' });
    const panel = screen.getByText('the filters');
    expect(button).toHaveAttribute('aria-controls', panel.id);
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(panel).not.toHaveAttribute('data-open');
    await userEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(panel).toHaveAttribute('data-open', 'true');
    await userEvent.click(button);
    expect(panel).not.toHaveAttribute('data-open');
  });
});
