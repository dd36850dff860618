import { render, screen, within } from '@testing-library/react';
import { ShellProviders, shellI18n } from '../testing/shell-providers';
import { PreviewBanner, type PreviewBannerProps } from './preview-banner';
import { registerPreviewTexts } from './preview-texts';

async function renderBanner(props: PreviewBannerProps, locale: 'en' | 'vi' = 'en') {
  const i18n = await shellI18n(locale);
  await registerPreviewTexts(i18n);
  return render(
    <ShellProviders i18n={i18n}>
      <PreviewBanner {...props} />
    </ShellProviders>,
  );
}

describe('the preview banner', () => {
  it('names each previewed remote and its build, with a form that leaves the preview', async () => {
    await renderBanner({ previewed: { mf_catalog: 'c3', mf_checkout: 'k9' } });
    const banner = screen.getByRole('complementary', { name: 'Preview' });
    expect(within(banner).getByText('Preview: mf_catalog build c3')).toBeInTheDocument();
    expect(within(banner).getByText('Preview: mf_checkout build k9')).toBeInTheDocument();
    const leave = within(banner).getByRole('button', { name: 'Leave preview' });
    expect(leave).toHaveAttribute('type', 'submit');
    expect(leave.closest('form')).toHaveAttribute('method', 'post');
    expect(leave.closest('form')).toHaveAttribute('action', '/__preview/end');
  });

  it('says it is the staff view, in Vietnamese too', async () => {
    await renderBanner({ staff: true }, 'vi');
    const banner = screen.getByRole('complementary', { name: 'Xem trước' });
    expect(within(banner).getByText(/^Chế độ nhân viên/)).toBeInTheDocument();
    expect(within(banner).getByRole('button', { name: 'Thoát xem trước' })).toBeInTheDocument();
  });

  it("names a developer's remote and dev server", async () => {
    const developer = { remote: 'mf_catalog', origin: 'http://192.168.1.20:3001' };
    await renderBanner({ developer });
    const banner = screen.getByRole('complementary', { name: 'Preview' });
    expect(
      within(banner).getByText('Developer view: mf_catalog from your dev server at http://192.168.1.20:3001'),
    ).toBeInTheDocument();
    expect(within(banner).getByRole('button', { name: 'Leave preview' })).toBeInTheDocument();
  });

  it("names a developer's remote in Vietnamese", async () => {
    await renderBanner({ developer: { remote: 'mf_catalog', origin: 'http://192.168.1.20:3001' } }, 'vi');
    const banner = screen.getByRole('complementary', { name: 'Xem trước' });
    expect(
      within(banner).getByText(/^Chế độ nhà phát triển: mf_catalog .* http:\/\/192\.168\.1\.20:3001$/),
    ).toBeInTheDocument();
  });

  it('is not there for a page of the live store', async () => {
    await renderBanner({ previewed: {}, staff: false });
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
