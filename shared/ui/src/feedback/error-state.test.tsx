import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderUi } from '../testing/render-ui';
import { createTheme } from '../theme/create-theme';
import { UiProvider } from '../theme/ui-provider';
import { ErrorState } from './error-state';

describe('ErrorState', () => {
  it('announces the failure and retries with the given label', async () => {
    const onRetry = jest.fn();
    renderUi(<ErrorState message="Could not load the orders." retryLabel="Try again" onRetry={onRetry} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Could not load the orders.');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('names its retry button with the provider’s word when given none', () => {
    render(
      <UiProvider theme={createTheme()} labels={{ retry: 'Thử lại' }}>
        <ErrorState message="Không thể tải." onRetry={() => undefined} />
      </UiProvider>,
    );
    expect(screen.getByRole('button', { name: 'Thử lại' })).toBeInTheDocument();
  });

  it('has no button when there is nothing to retry', () => {
    renderUi(<ErrorState message="Gone." />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
