import { css, type Theme } from '@emotion/react';
import { PageHead } from '@shop/platform';
import { Button } from '@shop/ui';
import { useShellTexts } from '../i18n/texts';

/**
 * The full-page error screen (spec 2 and 8): a title and one primary button to the home page.
 * It navigates with a full page load, since the app that failed may not be able to route any more.
 * Its head (decision 051) needs no router either: the three places that show the screen (the router's error element,
 * the app's error boundary, a start-up that threw) all render it inside AppProviders, whose StoreProviders give
 * PageHead the SWR cache it reads the shop's title from and the i18next instance it takes the language from.
 */
export function ErrorScreen() {
  const t = useShellTexts();
  return (
    <main css={screen} role="alert">
      <PageHead title={t('error.title')} noindex />
      <div css={card}>
        <h1>{t('error.title')}</h1>
        <p>{t('error.message')}</p>
        <Button variant="primary" onClick={() => window.location.assign('/')}>
          {t('error.home')}
        </Button>
      </div>
    </main>
  );
}

// Spec 9: the error page's fixed sizes, 800px wide and a 160px top space.
const screen = (theme: Theme) => css`
  display: flex;
  justify-content: center;
  padding-top: ${theme.layout.errorOffset};
  min-height: 100vh;
`;

const card = (theme: Theme) => css`
  width: min(${theme.layout.errorWidth}, 100% - ${theme.space[6]});
  text-align: center;
  & > h1 {
    font-size: ${theme.fontSize.xxl};
    margin-bottom: ${theme.space[4]};
  }
  & > p {
    color: ${theme.color.textMuted};
    margin-bottom: ${theme.space[6]};
  }
`;
