import { css, type Theme } from '@emotion/react';
import type { CallData, listBoxItems } from '@shop/api/calls';
import { useFormat } from '@shop/platform';
import { type Column, Table } from '@shop/ui';
import { ProductCell } from '../../../components/product-cell';
import { usePublishTexts } from '../../../i18n/texts';

type BoxItem = CallData<typeof listBoxItems>['items'][number];

/** The claimed products: platform, state (queued or published), when claimed and when published. */
export function BoxTable({ items }: { items: readonly BoxItem[] }) {
  const t = usePublishTexts();
  const format = useFormat();
  const columns: Column<BoxItem>[] = [
    {
      key: 'product',
      header: t('box.product'),
      cell: (item) => <ProductCell product={item.product} />,
      cardLabel: false,
    },
    { key: 'platform', header: t('box.platform'), cell: () => t('box.tiktok') },
    {
      key: 'status',
      header: t('box.status'),
      cell: (item) => (
        <span css={item.status === 'published' ? published : queued}>
          {item.status === 'published' ? t('box.published') : t('box.queued')}
        </span>
      ),
    },
    {
      key: 'claimed',
      header: t('box.claimedAt'),
      cell: (item) => <time dateTime={item.claimed_at}>{format.dateTime(item.claimed_at)}</time>,
    },
    {
      key: 'published',
      header: t('box.publishedAt'),
      cell: (item) =>
        item.published_at ? (
          <time dateTime={item.published_at}>{format.dateTime(item.published_at)}</time>
        ) : (
          t('box.notYet')
        ),
    },
  ];
  return <Table caption={t('box.caption')} columns={columns} rows={items} rowKey={(item) => item.id} />;
}

const published = (theme: Theme) => css`
  color: ${theme.color.success};
  font-weight: ${theme.fontWeight.medium};
`;

const queued = (theme: Theme) => css`
  color: ${theme.color.text};
  font-weight: ${theme.fontWeight.medium};
`;
