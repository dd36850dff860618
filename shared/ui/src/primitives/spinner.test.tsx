import { renderUi } from '../testing/render-ui';
import { Spinner } from './spinner';

describe('Spinner', () => {
  it('is decoration only: hidden from screen readers', () => {
    const { container } = renderUi(<Spinner />);
    expect(container.firstElementChild).toHaveAttribute('aria-hidden', 'true');
  });
});
