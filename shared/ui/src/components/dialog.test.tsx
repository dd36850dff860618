import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderUi } from '../testing/render-ui';
import { Button } from './button';
import { ConfirmProvider, useConfirm } from './confirm-dialog';
import { Dialog } from './dialog';

function DialogDemo() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Open</Button>
      <Dialog open={open} title="Edit address" closeLabel="Close" onClose={() => setOpen(false)}>
        <input aria-label="First" />
        <input aria-label="Last" />
      </Dialog>
    </>
  );
}

describe('Dialog', () => {
  it('moves focus in, keeps Tab inside, closes on Escape and gives focus back', async () => {
    const user = userEvent.setup();
    renderUi(<DialogDemo />);
    const opener = screen.getByRole('button', { name: 'Open' });
    await user.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Edit address' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    await user.tab();
    await user.tab();
    expect(screen.getByRole('textbox', { name: 'Last' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });
});

function ConfirmDemo({ onAnswer }: { onAnswer: (answer: boolean) => void }) {
  const confirm = useConfirm();
  return (
    <Button
      onClick={async () =>
        onAnswer(
          await confirm({
            title: 'Delete address?',
            message: 'This cannot be undone.',
            confirmLabel: 'Delete',
            cancelLabel: 'Cancel',
            danger: true,
          }),
        )
      }
    >
      Delete
    </Button>
  );
}

describe('useConfirm', () => {
  it('resolves true on confirm and false on cancel', async () => {
    const user = userEvent.setup();
    const onAnswer = jest.fn();
    renderUi(
      <ConfirmProvider>
        <ConfirmDemo onAnswer={onAnswer} />
      </ConfirmProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(onAnswer).toHaveBeenLastCalledWith(false));
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete address?' });
    await user.click(dialog.querySelector('button:last-child')!);
    await waitFor(() => expect(onAnswer).toHaveBeenLastCalledWith(true));
  });
});
