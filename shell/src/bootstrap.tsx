import { createRoot } from 'react-dom/client';
import { validationEn } from '@shop/api/calls';
import { api, createI18n, detectLocale, registerNamespace, setCurrentLocale, signOut } from '@shop/platform';
import { App, AppProviders } from './app/app';
import { createRouter } from './app/create-router';
import { ErrorScreen } from './errors/error-screen';
import shellEn from './i18n/en';
import { SHELL_NAMESPACE, shellTranslations, VALIDATION_NAMESPACE, validationTranslations } from './i18n/texts';
import { registerRemoteEntries } from './remotes/load-remote';
import { fetchRuntimeConfig } from './remotes/runtime-config';
import { detectDevice } from './routing/device';
import { loginPath } from './routing/guards';
import { startFontScaling } from './theme/font-scaling';

async function start(root: ReturnType<typeof createRoot>): Promise<void> {
  const device = detectDevice(navigator.userAgent, navigator.maxTouchPoints);
  startFontScaling(device);
  const locale = detectLocale();
  setCurrentLocale(locale);
  document.documentElement.lang = locale;

  const i18n = await createI18n(locale);
  try {
    const [config] = await Promise.all([
      // Remotes are found at run time; without the configuration every remote area shows its fallback.
      fetchRuntimeConfig().catch((error: unknown) => {
        console.error('runtime configuration unavailable', error);
        return { remotes: {} };
      }),
      // The header and every fallback are worded with these: bundled English stands in if they fail to load.
      registerNamespace(i18n, SHELL_NAMESPACE, shellTranslations, shellEn),
      registerNamespace(i18n, VALIDATION_NAMESPACE, validationTranslations, validationEn),
      // Spec 8: a CSRF fetch failure is ignored (the client swallows it).
      api.refreshCsrf(),
    ]);
    registerRemoteEntries(config);

    const router = createRouter(device);
    // Spec 4 and 8: a 401 from any call ends the session and sends the user to login, and back afterwards.
    api.setUnauthorizedHandler(() => {
      signOut();
      const { pathname, search } = router.state.location;
      void router.navigate(loginPath(`${pathname}${search}`), { replace: true });
    });
    root.render(<App i18n={i18n} router={router} />);
  } catch (error) {
    // Spec 8: start-up errors are logged and shown as the full-page error screen.
    console.error('start-up failed', error);
    root.render(
      <AppProviders i18n={i18n}>
        <ErrorScreen />
      </AppProviders>,
    );
  }
}

const container = document.getElementById('root');
if (container) void start(createRoot(container));
