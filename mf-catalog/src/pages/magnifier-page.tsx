import { css, type Theme } from '@emotion/react';
import { PageHead } from '@shop/platform';
import { LazyMagnifier } from '../features/magnifier/components/lazy-magnifier';
import { useCatalogTexts } from '../i18n/texts';

/** A sample product picture the magnifier works on (the first picture of product 1). */
const SAMPLE_PICTURE = '/uploads/products/1-1.svg';

/** `/pc/Magnifier`: the magnifier on its own, on a sample product picture. */
export default function MagnifierPage() {
  const t = useCatalogTexts();
  return (
    <section css={box}>
      {/* A component on its own address, on a sample picture: nothing to find. */}
      <PageHead title={t('magnifier.pageTitle')} noindex />
      <h1>{t('magnifier.pageTitle')}</h1>
      <LazyMagnifier src={SAMPLE_PICTURE} alt={t('magnifier.sampleAlt')} />
    </section>
  );
}

const box = (theme: Theme) => css`
  max-width: ${theme.size.dialog};
  & > h1 {
    font-size: ${theme.fontSize.xl};
  }
`;
