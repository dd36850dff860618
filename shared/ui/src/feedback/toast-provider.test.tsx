import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button } from '../primitives/button';
import { renderUi } from '../testing/render-ui';
import { ToastProvider } from './toast-provider';
import { useToast } from './use-toast';

function Shop() {
  const toast = useToast();
  return (
    <>
      <Button onClick={() => toast.success('Add to cart successfully')}>Add</Button>
      <Button onClick={() => toast.error('Submission failed, please try again')}>Send</Button>
    </>
  );
}

function setup() {
  jest.useFakeTimers();
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  renderUi(
    <ToastProvider closeLabel="Close notification" duration={5000}>
      <Shop />
    </ToastProvider>,
  );
  return user;
}

const wait = (ms: number) =>
  act(() => {
    jest.advanceTimersByTime(ms);
  });

describe('toasts', () => {
  afterEach(() => jest.useRealTimers());

  it('announces success politely (status) and errors at once (alert)', async () => {
    const user = setup();
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
    await user.click(screen.getByRole('button', { name: 'Add' }));
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getByRole('status')).toHaveTextContent('Add to cart successfully');
    expect(screen.getByRole('alert')).toHaveTextContent('Submission failed, please try again');
  });

  it('closes with its close button', async () => {
    const user = setup();
    await user.click(screen.getByRole('button', { name: 'Add' }));
    await user.click(screen.getByRole('button', { name: 'Close notification' }));
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('closes by itself, but not while the pointer rests on it', async () => {
    const user = setup();
    await user.click(screen.getByRole('button', { name: 'Add' }));
    await user.hover(screen.getByText('Add to cart successfully'));
    wait(10_000);
    expect(screen.getByRole('status')).toHaveTextContent('Add to cart successfully');
    await user.unhover(screen.getByText('Add to cart successfully'));
    wait(4999);
    expect(screen.getByRole('status')).not.toBeEmptyDOMElement();
    wait(1);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('offers an action that runs once and closes the toast, reachable by keyboard', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const undo = jest.fn();
    function Remover() {
      const toast = useToast();
      return (
        <Button onClick={() => toast.success('Removed from favorites', { action: { label: 'Undo', onAction: undo } })}>
          Remove
        </Button>
      );
    }
    renderUi(
      <ToastProvider closeLabel="Close notification" duration={5000}>
        <Remover />
      </ToastProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'Remove' }));
    const action = screen.getByRole('button', { name: 'Undo' });
    expect(screen.getByRole('status')).toContainElement(action);
    await user.tab();
    expect(action).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(undo).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('sits at the top of the window, below the header, centred (decision 042)', () => {
    setup();
    const stack = screen.getByRole('status').parentElement!;
    const style = getComputedStyle(stack);
    expect(style.top).toContain('var(--toast-inset-top');
    expect(style.bottom).toBe('');
    expect(style.marginLeft).toBe('auto');
    expect(style.marginRight).toBe('auto');
  });

  it('sits above popups and dialogs', () => {
    setup();
    const stack = screen.getByRole('status').parentElement!;
    expect(Number(getComputedStyle(stack).zIndex)).toBeGreaterThan(2000);
  });

  it('is a manual popover shown from the start, so it is in the top layer (above a modal dialog)', () => {
    const shown = jest.spyOn(HTMLElement.prototype, 'showPopover');
    setup();
    const layer = screen.getByRole('status').parentElement!;
    expect(layer).toHaveAttribute('popover', 'manual');
    expect(shown.mock.contexts).toContain(layer);
    shown.mockRestore();
  });

  it('comes back above a modal dialog opened after it when a message arrives, and only then', async () => {
    const user = setup();
    const layer = screen.getByRole('status').parentElement!;
    const shown = jest.spyOn(layer, 'showPopover');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(shown).not.toHaveBeenCalled();
    const dialog = document.body.appendChild(document.createElement('dialog'));
    dialog.showModal();
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(shown).toHaveBeenCalledTimes(1);
    dialog.remove();
  });

  it('needs its provider', () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<Shop />)).toThrow('ToastProvider');
    jest.restoreAllMocks();
  });
});
