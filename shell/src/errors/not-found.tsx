import { css, type Theme } from '@emotion/react';
import { useLocation } from 'react-router-dom';
import { useShellTexts } from '../i18n/texts';

/**
 * Spec 2 and 8: an unmatched route says 'Page not found: {path}'; a route whose parameter fails validation
 * says 'Page Not Found: {path}' (and the shell's server answers it with status 404).
 */
export function NotFound({ reason }: { reason: 'unmatched' | 'invalid' }) {
  const t = useShellTexts();
  const { pathname } = useLocation();
  return (
    <section css={box} aria-labelledby="not-found-title">
      <h1 id="not-found-title">
        {t(reason === 'invalid' ? 'notFound.invalid' : 'notFound.unmatched', { path: pathname })}
      </h1>
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
