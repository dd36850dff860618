import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { catalogBackend } from '../../../testing/fixtures';
import { renderPage } from '../../../testing/render-catalog';
import Magnifier from './magnifier';

const render = () =>
  renderPage(<Magnifier src="/uploads/products/1-1.svg" alt="Phone case, picture 1" zoom={2} />, '/');
const picture = () => screen.getByRole('img', { name: 'Phone case, picture 1' });

describe('the magnifier', () => {
  beforeEach(() => catalogBackend());

  it('works with the keyboard: the zoom button, arrow keys to move, Escape to leave', async () => {
    await render();
    const toggle = screen.getByRole('button', { name: 'Zoom in on the picture' });
    expect(toggle).toHaveAccessibleDescription(expect.stringContaining('arrow keys'));
    await userEvent.tab();
    expect(toggle).toHaveFocus();

    await userEvent.keyboard('{Enter}');
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(picture().style.transform).toBe('scale(2)');
    expect(picture().style.transformOrigin).toBe('50% 50%');

    await userEvent.keyboard('{ArrowRight}{ArrowRight}{ArrowUp}');
    expect(picture().style.transformOrigin).toBe('70% 40%');

    await userEvent.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    expect(picture().style.transform).toBe('');
    expect(toggle).toHaveFocus();

    await userEvent.keyboard('{ArrowRight}');
    expect(picture().style.transformOrigin).toBe('70% 40%');
  });

  it('zooms while a mouse hovers, following it', async () => {
    await render();
    const viewport = picture().parentElement!;
    viewport.getBoundingClientRect = () => ({ left: 0, top: 0, width: 200, height: 100 }) as DOMRect;
    fireEvent.pointerEnter(viewport, { pointerType: 'mouse', clientX: 50, clientY: 50 });
    expect(picture().style.transform).toBe('scale(2)');
    fireEvent.pointerMove(viewport, { pointerType: 'mouse', clientX: 150, clientY: 25 });
    expect(picture().style.transformOrigin).toBe('75% 25%');
    fireEvent.pointerLeave(viewport, { pointerType: 'mouse' });
    expect(picture().style.transform).toBe('');
  });

  it('zooms on a tap and moves with a drag on a touch screen', async () => {
    await render();
    const viewport = picture().parentElement!;
    viewport.getBoundingClientRect = () => ({ left: 0, top: 0, width: 200, height: 200 }) as DOMRect;
    fireEvent.pointerDown(viewport, { pointerType: 'touch', clientX: 100, clientY: 100 });
    fireEvent.pointerUp(viewport, { pointerType: 'touch', clientX: 100, clientY: 100 });
    expect(picture().style.transform).toBe('scale(2)');
    expect(screen.getByRole('button', { name: 'Zoom in on the picture' })).toHaveAttribute('aria-pressed', 'true');

    fireEvent.pointerDown(viewport, { pointerType: 'touch', clientX: 100, clientY: 100 });
    fireEvent.pointerMove(viewport, { pointerType: 'touch', clientX: 60, clientY: 100 });
    fireEvent.pointerUp(viewport, { pointerType: 'touch', clientX: 60, clientY: 100 });
    expect(picture().style.transformOrigin).toBe('70% 50%');
    expect(picture().style.transform).toBe('scale(2)');

    fireEvent.pointerDown(viewport, { pointerType: 'touch', clientX: 100, clientY: 100 });
    fireEvent.pointerUp(viewport, { pointerType: 'touch', clientX: 100, clientY: 100 });
    expect(picture().style.transform).toBe('');
  });
});
