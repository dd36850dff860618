import { screen, within } from '@testing-library/react';
import { renderUi } from '../testing/render-ui';
import { Steps } from './steps';

describe('Steps', () => {
  it('is a named ordered list with the current step marked', () => {
    renderUi(
      <Steps
        label="Checkout progress"
        steps={['Cart', 'Delivery', 'Confirm', 'Pay']}
        current={1}
        completedLabel="(completed)"
      />,
    );
    const list = screen.getByRole('list', { name: 'Checkout progress' });
    expect(list.tagName).toBe('OL');
    const items = within(list).getAllByRole('listitem');
    expect(items.map((li) => li.getAttribute('aria-current'))).toEqual([null, 'step', null, null]);
    expect(items.map((li) => li.getAttribute('data-state'))).toEqual(['completed', 'current', 'upcoming', 'upcoming']);
    expect(items[0]).toHaveTextContent('Cart (completed)');
    expect(items[2]).not.toHaveTextContent('(completed)');
  });
});
