import { css, type Theme } from '@emotion/react';
import { Link, useSearchParams } from 'react-router-dom';
import { CallState, PageHead } from '@shop/platform';
import { pathTo } from '@shop/platform/routes';
import { EmptyState, Pagination, pageTitle } from '@shop/ui';
import { usePaginationLabels } from '../components/pagination-labels';
import { BoxTable } from '../features/box/components/box-table';
import { useBox } from '../features/box/hooks/use-box';
import { usePublishTexts } from '../i18n/texts';

/** `/pc/publish/box`: what the customer claimed, newest first, queued or published, with its times. */
export default function CollectionBoxPage() {
  const t = usePublishTexts();
  const pagination = usePaginationLabels();
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const box = useBox(page);
  return (
    <>
      <PageHead title={t('box.title')} noindex readError={box.error} />
      <h1 css={pageTitle}>{t('box.title')}</h1>
      <CallState data={box.data} error={box.error} retry={box.retry}>
        {(data) =>
          data.items.length === 0 ? (
            <EmptyState
              title={t('box.empty')}
              description={t('box.emptyHint')}
              action={<Link to={pathTo('publish')}>{t('box.toPublish')}</Link>}
            />
          ) : (
            <div aria-busy={box.isUpdating || undefined}>
              <p css={muted}>
                {t('box.count', { count: data.total })} <Link to={pathTo('publish')}>{t('box.toPublish')}</Link>
              </p>
              <BoxTable items={data.items} />
              <Pagination
                page={page}
                pageCount={box.pageCount}
                onPage={(next) => setParams(next > 1 ? { page: String(next) } : {})}
                labels={pagination}
              />
            </div>
          )
        }
      </CallState>
    </>
  );
}

const muted = (theme: Theme) => css`
  margin: 0 0 ${theme.space[2]};
  color: ${theme.color.textMuted};
`;
