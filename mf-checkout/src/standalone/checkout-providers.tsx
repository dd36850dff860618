import type { i18n as I18n } from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { SWRConfig, type SWRConfiguration } from 'swr';
import { ConfirmProvider, createTheme, ToastProvider, UiProvider } from '@shop/ui';
import { useCheckoutTexts } from '../i18n/texts';

/** As in the shell: no retries (spec 7), no re-reading when the window regains focus. */
const SHELL_SWR: SWRConfiguration = { shouldRetryOnError: false, revalidateOnFocus: false };

/**
 * The providers the shell puts around every page, for the remote's own page and its tests. SWR keeps its default
 * cache, as in the shell: `refreshHeader()` re-reads the header in that cache.
 */
export function CheckoutProviders({
  i18n,
  swr,
  children,
}: {
  i18n: I18n;
  swr?: SWRConfiguration;
  children: ReactNode;
}) {
  return (
    <I18nextProvider i18n={i18n}>
      <SWRConfig value={{ ...SHELL_SWR, ...swr }}>
        <UiProvider theme={createTheme()}>
          <Toasts>{children}</Toasts>
        </UiProvider>
      </SWRConfig>
    </I18nextProvider>
  );
}

function Toasts({ children }: { children: ReactNode }) {
  const t = useCheckoutTexts();
  return (
    <ToastProvider closeLabel={t('toast.close')}>
      <ConfirmProvider>{children}</ConfirmProvider>
    </ToastProvider>
  );
}
