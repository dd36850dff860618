import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { renderUi } from '../testing/render-ui';
import { Button } from './button';
import { buttonStyle } from './button-style';

describe('Button', () => {
  it('is a plain button that never submits a form unless asked', async () => {
    const onSubmit = jest.fn((event: React.FormEvent) => event.preventDefault());
    const onClick = jest.fn();
    renderUi(
      <form onSubmit={onSubmit}>
        <Button onClick={onClick}>Add</Button>
      </form>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Add' }));
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('while loading: busy, named by its label, a hidden spinner, and clicks and submits blocked', async () => {
    const onSubmit = jest.fn((event: React.FormEvent) => event.preventDefault());
    const onClick = jest.fn();
    renderUi(
      <form onSubmit={onSubmit}>
        <Button type="submit" loading onClick={onClick}>
          Pay
        </Button>
      </form>,
    );
    const button = screen.getByRole('button', { name: 'Pay' });
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button.querySelector('[aria-hidden="true"]')).toBeInTheDocument();
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('keeps keyboard focus while it turns busy, so a submit does not drop the user to the page start', () => {
    const { rerender } = renderUi(<Button>Save</Button>);
    const button = screen.getByRole('button', { name: 'Save' });
    button.focus();
    rerender(<Button loading>Save</Button>);
    expect(button).toHaveFocus();
    expect(button).toBeEnabled();
  });

  it('can be disabled, and passes its ref and other props through', async () => {
    const ref = createRef<HTMLButtonElement>();
    const onClick = jest.fn();
    renderUi(
      <Button ref={ref} disabled aria-pressed="false" onClick={onClick}>
        Zoom
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Zoom' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-pressed', 'false');
    expect(ref.current).toBe(button);
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('lends its look to links, which stay links', () => {
    renderUi(
      <a href="/cart" css={buttonStyle('primary', 'sm')}>
        Cart
      </a>,
    );
    const link = screen.getByRole('link', { name: 'Cart' });
    expect(link).toHaveAttribute('href', '/cart');
    expect(link.className).not.toBe('');
  });
});
