import { css, type Theme } from '@emotion/react';
import { useParams } from 'react-router-dom';
import { PageHead } from '@shop/platform';
import { pathTo } from '@shop/platform/routes';
import { useCatalogTexts } from '../i18n/texts';
import { CatalogBrowser } from './catalog-browser';

/** `/pc/active/:code`: a campaign landing page — the banner, then the best sellers first. */
export default function ActivityPage() {
  const t = useCatalogTexts();
  const { code = '' } = useParams();
  return (
    <>
      <PageHead
        title={t('activity.title')}
        description={t('head.activityDescription', { code })}
        canonical={pathTo('activity', { code })}
      />
      <CatalogBrowser
        title={t('activity.title')}
        intro={<p css={reference}>{t('activity.reference', { code })}</p>}
        blocks="banner"
        defaultSort="sales_desc"
      />
    </>
  );
}

const reference = (theme: Theme) => css`
  margin: -${theme.space[2]} 0 ${theme.space[4]};
  color: ${theme.color.textMuted};
`;
