import { screen } from '@testing-library/react';
import { renderUi } from '../testing/render-ui';
import { Alert, AlertRegion } from './alert';

describe('Alert', () => {
  it('announces its message and keeps what follows it inside', () => {
    renderUi(
      <Alert message="Submission failed, please try again">
        <a href="/pc/customer/forgot-password">Ask for a new link</a>
      </Alert>,
    );
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Submission failed, please try again');
    expect(alert).toContainElement(screen.getByRole('link', { name: 'Ask for a new link' }));
  });

  it('keeps its region in the page, empty, before the message, and tells the message in that same region', () => {
    const { rerender } = renderUi(<AlertRegion message={null} />);
    const region = screen.getByRole('alert');
    expect(region).toBeEmptyDOMElement();
    rerender(<AlertRegion message="Payment failed" />);
    expect(screen.getByRole('alert')).toBe(region);
    expect(region).toHaveTextContent('Payment failed');
  });
});
