import { fireEvent, screen, within } from '@testing-library/react';
import { getLocaleList } from '@shop/api/calls';
import { fail, installFakeBackend, route, storeBasics } from '@shop/platform/testing';
import { findAlert } from '../testing/find-alert';
import { renderWithShell } from '../testing/shell-providers';
import { LanguageSwitch } from './language-switch';

const setOnline = (online: boolean) => jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);

describe('the language switch', () => {
  afterEach(() => jest.restoreAllMocks());

  it('offers the languages locale-list names', async () => {
    installFakeBackend(storeBasics);
    await renderWithShell(<LanguageSwitch reload={jest.fn()} />);
    const select = screen.getByRole('combobox', { name: 'Language' });
    expect(await within(select).findByRole('option', { name: 'Vietnamese' })).toBeInTheDocument();
  });

  it('still offers both languages, under their bundled names, when locale-list fails', async () => {
    installFakeBackend({
      ...storeBasics,
      [route(getLocaleList)]: () => ({ status: 500, ...fail(500, 'server_error') }),
    });
    await renderWithShell(<LanguageSwitch reload={jest.fn()} />);
    const select = screen.getByRole('combobox', { name: 'Language' });
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['English', 'Vietnamese']);
  });

  it('offline, tells the customer so and does not reload (the page would become the browser’s error page)', async () => {
    installFakeBackend(storeBasics);
    setOnline(false);
    const reload = jest.fn();
    await renderWithShell(<LanguageSwitch reload={reload} />);
    const select = screen.getByRole('combobox', { name: 'Language' });
    fireEvent.change(select, { target: { value: 'vi' } });
    await findAlert('You seem to be offline. Check your connection and try again.');
    expect(reload).not.toHaveBeenCalled();
    expect(select).toHaveValue('en');
  });

  it('online, stores the choice and reloads', async () => {
    installFakeBackend(storeBasics);
    setOnline(true);
    const reload = jest.fn();
    await renderWithShell(<LanguageSwitch reload={reload} />);
    fireEvent.change(screen.getByRole('combobox', { name: 'Language' }), { target: { value: 'vi' } });
    expect(reload).toHaveBeenCalledTimes(1);
    expect(document.cookie).toContain('locale=vi');
    expect(screen.queryByText(/offline/)).not.toBeInTheDocument();
  });
});
