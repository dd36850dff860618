import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderUi } from '../testing/render-ui';
import { ConfirmDialog } from './confirm-dialog';

const texts = {
  title: 'Delete address?',
  message: 'This cannot be undone.',
  confirmLabel: 'Delete',
  cancelLabel: 'Keep it',
};

describe('ConfirmDialog', () => {
  it('says only what it is given, and starts on the harmless answer', () => {
    renderUi(<ConfirmDialog open danger {...texts} onConfirm={jest.fn()} onCancel={jest.fn()} />);
    const dialog = screen.getByRole('dialog', { name: 'Delete address?' });
    expect(dialog).toHaveAccessibleDescription('This cannot be undone.');
    expect(screen.getByRole('button', { name: 'Keep it' })).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Delete' })).toBeInTheDocument();
  });

  it('answers through its callbacks; Escape cancels', async () => {
    const onConfirm = jest.fn();
    const onCancel = jest.fn();
    renderUi(<ConfirmDialog open {...texts} onConfirm={onConfirm} onCancel={onCancel} />);
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    await userEvent.keyboard('{Escape}');
    expect(onCancel).toHaveBeenCalledTimes(1);
  });
});
