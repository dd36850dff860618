import type { i18n as I18n } from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { SWRConfig, type SWRConfiguration } from 'swr';
import { ConfirmProvider, createTheme, ToastProvider, UiProvider } from '@shop/ui';

/** As in the shell: no retries (spec 7), no re-reading when the window regains focus. */
const SHELL_SWR: SWRConfiguration = { shouldRetryOnError: false, revalidateOnFocus: false };

export interface RemoteProvidersProps {
  i18n: I18n;
  /** The remote's namespace: its `toast.close` text names the toasts' close button. */
  namespace: string;
  swr?: SWRConfiguration;
  children: ReactNode;
}

/**
 * The providers the shell puts around every page, for a remote's own page and its tests. SWR keeps its default
 * cache, as in the shell: `refreshHeader()` re-reads the header in that cache.
 */
export function RemoteProviders({ i18n, namespace, swr, children }: RemoteProvidersProps) {
  return (
    <I18nextProvider i18n={i18n}>
      <SWRConfig value={{ ...SHELL_SWR, ...swr }}>
        <UiProvider theme={createTheme()}>
          <Toasts namespace={namespace}>{children}</Toasts>
        </UiProvider>
      </SWRConfig>
    </I18nextProvider>
  );
}

function Toasts({ namespace, children }: { namespace: string; children: ReactNode }) {
  const { t } = useTranslation(namespace);
  return (
    <ToastProvider closeLabel={t('toast.close')}>
      <ConfirmProvider>{children}</ConfirmProvider>
    </ToastProvider>
  );
}
