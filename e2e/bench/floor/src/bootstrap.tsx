// One page that uses each shared library the way the store does, so none of them is tree-shaken away.
import { ThemeProvider } from '@emotion/react';
import i18next from 'i18next';
import { createRoot } from 'react-dom/client';
import { initReactI18next, useTranslation } from 'react-i18next';
import { createBrowserRouter, Link, RouterProvider } from 'react-router-dom';
import useSWR, { SWRConfig } from 'swr';

function Page() {
  const { t } = useTranslation();
  const { data } = useSWR('/runtime-config.json', (url: string) => fetch(url).then((response) => response.text()));
  return (
    <main css={{ padding: 16 }}>
      <h1>{t('title')}</h1>
      <Link to="/">{data ? 'ok' : '…'}</Link>
    </main>
  );
}

void i18next
  .use(initReactI18next)
  .init({ lng: 'en', resources: { en: { translation: { title: 'Library floor' } } } })
  .then(() => {
    const router = createBrowserRouter([{ path: '*', element: <Page /> }]);
    createRoot(document.getElementById('root')!).render(
      <ThemeProvider theme={{}}>
        <SWRConfig value={{ shouldRetryOnError: false }}>
          <RouterProvider router={router} />
        </SWRConfig>
      </ThemeProvider>,
    );
  });
