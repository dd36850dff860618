import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button } from '../primitives/button';
import { renderUi } from '../testing/render-ui';
import { ConfirmProvider } from './confirm-provider';
import { useConfirm } from './use-confirm';

const question = {
  title: 'Delete address?',
  message: 'This cannot be undone.',
  confirmLabel: 'Delete',
  cancelLabel: 'Cancel',
  danger: true,
};

function RemoveButton({ onAnswer }: { onAnswer: (answer: boolean) => void }) {
  const confirm = useConfirm();
  return <Button onClick={async () => onAnswer(await confirm(question))}>Remove</Button>;
}

function setup() {
  const onAnswer = jest.fn();
  const user = userEvent.setup();
  renderUi(
    <ConfirmProvider>
      <RemoveButton onAnswer={onAnswer} />
    </ConfirmProvider>,
  );
  const ask = () => user.click(screen.getByRole('button', { name: 'Remove' }));
  return { onAnswer, user, ask };
}

describe('useConfirm', () => {
  it('resolves true on confirm', async () => {
    const { onAnswer, user, ask } = setup();
    await ask();
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(onAnswer).toHaveBeenCalledWith(true));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('resolves false on cancel and on Escape, and gives focus back', async () => {
    const { onAnswer, user, ask } = setup();
    await ask();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(onAnswer).toHaveBeenLastCalledWith(false));
    await ask();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(onAnswer).toHaveBeenCalledTimes(2));
    expect(onAnswer).toHaveBeenLastCalledWith(false);
    expect(screen.getByRole('button', { name: 'Remove' })).toHaveFocus();
  });

  it('needs its provider', () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<RemoveButton onAnswer={jest.fn()} />)).toThrow('ConfirmProvider');
    jest.restoreAllMocks();
  });
});
