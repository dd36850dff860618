import type { Theme } from '@emotion/react';
import type { i18n as I18n } from 'i18next';
import { useMemo, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { SWRConfig, type SWRConfiguration } from 'swr';
import { ConfirmProvider, createTheme, ToastProvider, UiProvider } from '@shop/ui';
import { useDropSessionAnswers } from '../data/drop-session-answers';
import { PublicOriginContext } from '../head/public-origin';
import { useCommonTexts } from '../i18n/common-texts';
import { RenderedSessionContext, type RenderedSession } from '../session/rendered-session';

/** Spec 7: no retries (SWR would repeat a failed read on its own), and no re-reading when the window regains focus. */
const STORE_SWR: SWRConfiguration = { shouldRetryOnError: false, revalidateOnFocus: false };

export interface StoreProvidersProps {
  i18n: I18n;
  /** The shop's theme (the shell passes the stored theme colour); the default theme otherwise. */
  theme?: Theme;
  /** Overrides of the store's SWR settings (tests: a fresh cache, no deduping). */
  swr?: SWRConfiguration;
  /** Who the page was rendered for, on the shell's server and while the browser hydrates it (decision 046). */
  session?: RenderedSession;
  /** The store's public origin, for the absolute addresses of a page's head (decision 051); unset, none are written. */
  publicOrigin?: string | null;
  children: ReactNode;
}

/**
 * The one provider tree around every page: the shell's app, a remote's standalone page and every component test
 * render inside it, so a page cannot behave one way under test and another in the store.
 */
export function StoreProviders({ i18n, theme, swr, session, publicOrigin, children }: StoreProvidersProps) {
  const shopTheme = useMemo(() => theme ?? createTheme(), [theme]);
  return (
    <RenderedSessionContext.Provider value={session ?? null}>
      <PublicOriginContext.Provider value={publicOrigin ?? null}>
        <I18nextProvider i18n={i18n}>
          <SWRConfig value={{ ...STORE_SWR, ...swr }}>
            <SessionAnswers />
            <TranslatedUi theme={shopTheme}>{children}</TranslatedUi>
          </SWRConfig>
        </I18nextProvider>
      </PublicOriginContext.Provider>
    </RenderedSessionContext.Provider>
  );
}

/** Answers read for one session are dropped when it ends (a component: it needs the SWR cache of this tree). */
function SessionAnswers() {
  useDropSessionAnswers();
  return null;
}

/** The kit with its own words (required fields, the toasts' close button) in the page's language. */
function TranslatedUi({ theme, children }: { theme: Theme; children: ReactNode }) {
  const t = useCommonTexts();
  const required = t('form.required');
  const retry = t('retry');
  const labels = useMemo(() => ({ required, retry }), [required, retry]);
  return (
    <UiProvider theme={theme} labels={labels}>
      <ToastProvider closeLabel={t('toast.close')}>
        <ConfirmProvider>{children}</ConfirmProvider>
      </ToastProvider>
    </UiProvider>
  );
}
