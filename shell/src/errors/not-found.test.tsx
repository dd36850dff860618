import { screen, waitFor } from '@testing-library/react';
import { installFakeBackend, storeBasics } from '@shop/platform/testing';
import { renderWithShell } from '../testing/shell-providers';
import { NotFound } from './not-found';

describe('not found', () => {
  beforeEach(() => installFakeBackend(storeBasics));

  it("says 'Page not found: {path}' for an unmatched route", async () => {
    await renderWithShell(<NotFound reason="unmatched" />, '/pc/nothing-here');
    expect(await screen.findByRole('heading', { name: 'Page not found: /pc/nothing-here' })).toBeInTheDocument();
    // Its title says so, and it asks not to be indexed (decision 051).
    await waitFor(() => expect(document.title).toBe('Page not found | Lotus'));
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  });

  it('renders a path with markup as text', async () => {
    await renderWithShell(<NotFound reason="unmatched" />, '/pc/<img src=x onerror=alert(1)>');
    expect(await screen.findByRole('heading')).toHaveTextContent('Page not found: /pc/<img src=x onerror=alert(1)>');
    expect(document.querySelector('img')).toBeNull();
  });
});
