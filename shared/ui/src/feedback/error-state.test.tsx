import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderUi } from '../testing/render-ui';
import { ErrorState } from './error-state';

describe('ErrorState', () => {
  it('announces the failure and retries with the given label', async () => {
    const onRetry = jest.fn();
    renderUi(<ErrorState message="Could not load the orders." retryLabel="Try again" onRetry={onRetry} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Could not load the orders.');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('has no button when there is nothing to retry', () => {
    renderUi(<ErrorState message="Gone." />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
