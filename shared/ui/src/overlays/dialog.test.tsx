import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Button } from '../primitives/button';
import { renderUi } from '../testing/render-ui';
import { Dialog } from './dialog';

// jsdom's top layer is the jest environment's shim (jest.top-layer-shim.js): it opens, focuses and cancels as
// browsers do, but makes nothing inert; the journeys check the page behind in a browser.
function DialogDemo() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Edit address</Button>
      <Dialog
        open={open}
        title="Edit address"
        description="Changes apply to new orders."
        closeLabel="Close"
        onClose={() => setOpen(false)}
        footer={<Button onClick={() => setOpen(false)}>Save</Button>}
      >
        <input aria-label="First name" />
        <input aria-label="Last name" />
      </Dialog>
    </>
  );
}

async function openDialog() {
  const user = userEvent.setup();
  renderUi(<DialogDemo />);
  const opener = screen.getByRole('button', { name: 'Edit address' });
  await user.click(opener);
  return { user, opener, dialog: screen.getByRole('dialog', { name: 'Edit address' }) };
}

describe('Dialog', () => {
  it('is a native dialog opened as a modal, named by its title and described by its text', async () => {
    const showModal = jest.spyOn(HTMLDialogElement.prototype, 'showModal');
    const { dialog } = await openDialog();
    expect(dialog.tagName).toBe('DIALOG');
    expect(showModal).toHaveBeenCalledTimes(1);
    expect(showModal.mock.contexts[0]).toBe(dialog);
    expect(dialog).toHaveAccessibleDescription('Changes apply to new orders.');
    showModal.mockRestore();
  });

  it('leaves focus where the browser puts it: on its first control', async () => {
    await openDialog();
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
  });

  it('closes on Escape (the cancel event) and gives focus back to the opener', async () => {
    const { user, opener } = await openDialog();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('closes from its close button and from a press on its backdrop, not from one inside it', async () => {
    const { user, opener } = await openDialog();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
    await user.click(opener);
    await user.click(screen.getByRole('heading', { name: 'Edit address' }));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    // The content fills the dialog's box: the dialog element itself is hit only on its backdrop.
    await user.click(screen.getByRole('dialog'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('tells its owner when the browser closes it without asking (no cancel event)', async () => {
    const { dialog } = await openDialog();
    act(() => (dialog as HTMLDialogElement).close());
    // Hidden or not: the owner has taken it away.
    await waitFor(() => expect(screen.queryByRole('dialog', { hidden: true })).not.toBeInTheDocument());
  });

  it('stops the page behind from scrolling while open', async () => {
    const { user } = await openDialog();
    expect(document.body.style.overflow).toBe('hidden');
    await user.keyboard('{Escape}');
    expect(document.body.style.overflow).toBe('');
  });

  it('raises the toasts above it when it opens', async () => {
    const layer = document.createElement('div');
    layer.setAttribute('popover', 'manual');
    layer.setAttribute('data-toast-layer', '');
    document.body.append(layer);
    const shown = jest.spyOn(layer, 'showPopover');
    await openDialog();
    expect(shown).toHaveBeenCalledTimes(1);
    layer.remove();
  });
});
