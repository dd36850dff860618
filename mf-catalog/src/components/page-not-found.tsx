import { css, type Theme } from '@emotion/react';
import { useLocation } from 'react-router-dom';
import { useCatalogTexts } from '../i18n/texts';

/** Spec 8: what does not exist says 'Page Not Found: {path}', as the shell's own page does. */
export function PageNotFound() {
  const t = useCatalogTexts();
  const { pathname } = useLocation();
  return (
    <section css={box}>
      <h1>{t('notFound', { path: pathname })}</h1>
    </section>
  );
}

const box = (theme: Theme) => css`
  padding: ${theme.space[8]} ${theme.space[4]};
  text-align: center;
  & > h1 {
    font-size: ${theme.fontSize.xl};
    overflow-wrap: anywhere;
  }
`;
