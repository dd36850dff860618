import { screen } from '@testing-library/react';
import { catalogBackend } from '../../../testing/fixtures';
import { renderPage } from '../../../testing/render-catalog';
import { LazyMagnifier } from './lazy-magnifier';

describe('the magnifier while its chunk loads', () => {
  beforeEach(() => catalogBackend());

  it('shows the plain picture in the box the magnifier then takes, so nothing below it moves', async () => {
    await renderPage(<LazyMagnifier src="/uploads/products/1-1.svg" alt="Phone case, picture 1" />, '/');
    const before = screen.getByRole('img', { name: 'Phone case, picture 1' });
    expect(screen.queryByRole('button', { name: 'Zoom in on the picture' })).not.toBeInTheDocument();
    const box = before.parentElement!.className;
    const frame = before.parentElement!.parentElement!.className;

    await screen.findByRole('button', { name: 'Zoom in on the picture' });
    const after = screen.getByRole('img', { name: 'Phone case, picture 1' });
    expect(after.parentElement!.className).toBe(box);
    expect(after.parentElement!.parentElement!.className).toBe(frame);
  });
});
