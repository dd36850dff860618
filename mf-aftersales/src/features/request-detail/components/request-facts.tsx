import { css, type Theme } from '@emotion/react';
import type { ReactNode } from 'react';
import { useFormat } from '@shop/platform';
import { cluster } from '@shop/ui';
import { statusKey } from '../../../components/status-text';
import { useAfterSalesTexts } from '../../../i18n/texts';
import type { AfterSale } from '../types';

/** What was asked and where it stands, with the times it was submitted, completed and the refund arrives. */
export function RequestFacts({ request }: { request: AfterSale }) {
  const t = useAfterSalesTexts();
  const { money, dateTime } = useFormat();
  const facts: Array<[string, ReactNode]> = [
    [t('detail.status'), t(statusKey(request.status))],
    [t('detail.serviceType'), t(`service.${request.service_type}`)],
    [t('detail.goodsStatus'), t(`goods.${request.goods_status}`)],
    [t('detail.reason'), t(`reason.${request.reason}`)],
    [t('detail.amount'), money(request.amount)],
    [t('detail.maxAmount'), money(request.max_amount)],
    ...(request.offer_amount !== null ? [[t('detail.offer'), money(request.offer_amount)] as [string, ReactNode]] : []),
    ...(request.refunded_amount !== null
      ? [[t('detail.refunded'), money(request.refunded_amount)] as [string, ReactNode]]
      : []),
    [t('detail.submittedAt'), dateTime(request.submitted_at)],
    ...(request.completed_at ? [[t('detail.completedAt'), dateTime(request.completed_at)] as [string, ReactNode]] : []),
    ...(request.arrival_at ? [[t('detail.arrivalAt'), dateTime(request.arrival_at)] as [string, ReactNode]] : []),
  ];
  return (
    <dl css={list}>
      {facts.map(([term, value]) => (
        <div key={term}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

const list = (theme: Theme) => css`
  display: grid;
  gap: ${theme.space[2]};
  margin: 0;
  ${theme.media.up.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  & > div {
    ${cluster(2)(theme)}
  }
  & dt {
    color: ${theme.color.textMuted};
  }
  & dt::after {
    content: ':';
  }
  & dd {
    margin: 0;
    font-weight: ${theme.fontWeight.medium};
  }
`;
