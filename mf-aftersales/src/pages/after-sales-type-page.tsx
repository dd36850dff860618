import { css, type Theme } from '@emotion/react';
import { lazy, Suspense } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { getAfterSaleEligibility, type CallData } from '@shop/api/calls';
import { CallState, PageHead, useCall, useCommonTexts } from '@shop/platform';
import { ID_PATTERN, pathTo } from '@shop/platform/routes';
import { bareList, card, cardGrid, EmptyState, pageTitle, Skeleton, stack } from '@shop/ui';
import type { ServiceTypeCode } from '../components/status-text';
import { useAfterSalesTexts } from '../i18n/texts';

// The form's chunk alone carries react-hook-form, valibot's schemas and the file pickers.
const RequestForm = lazy(
  () => import(/* webpackChunkName: "after-sale-request-form" */ '../features/request-form/components/request-form'),
);

type Eligibility = CallData<typeof getAfterSaleEligibility>;

/**
 * `/pc/my/orders/afterSale/type?order_id=N`: for a paid order without a request, the choice of service type,
 * then (`&service_type=...`) the request form. An order that cannot have one says why, and one that already has
 * its request leads to it (one request per order).
 */
export default function AfterSalesTypePage() {
  const t = useAfterSalesTexts();
  const [params] = useSearchParams();
  const rawOrder = params.get('order_id') ?? '';
  const orderId = ID_PATTERN.test(rawOrder) ? Number(rawOrder) : null;
  const { data, error, mutate } = useCall(getAfterSaleEligibility, orderId === null ? null : { order_id: orderId });

  if (orderId === null) {
    return (
      <>
        <PageHead title={t('type.title')} noindex />
        <h1 css={pageTitle}>{t('type.title')}</h1>
        <EmptyState title={t('type.noOrder')} action={<Link to={pathTo('orders')}>{t('list.toOrders')}</Link>} />
      </>
    );
  }
  return (
    <>
      <PageHead title={t('type.title')} noindex readError={error} />
      <h1 css={pageTitle}>{t('type.title')}</h1>
      <CallState data={data} error={error} retry={() => void mutate()}>
        {(eligibility) => (
          <>
            <p>{t('type.order', { orderNo: eligibility.order_no })}</p>
            <TypeStep eligibility={eligibility} chosen={params.get('service_type')} />
          </>
        )}
      </CallState>
    </>
  );
}

function TypeStep({ eligibility, chosen }: { eligibility: Eligibility; chosen: string | null }) {
  const t = useAfterSalesTexts();
  const common = useCommonTexts();
  if (!eligibility.eligible) {
    const existing = eligibility.existing_request_id;
    return (
      <div role="status" css={card}>
        <p>{existing !== null ? t('type.exists') : t('type.notAllowed')}</p>
        {existing !== null ? (
          <Link to={pathTo('afterSalesDetail', { id: existing })}>{t('type.seeRequest')}</Link>
        ) : (
          <Link to={pathTo('orderDetail', { order_id: eligibility.order_id })}>
            {t('type.order', { orderNo: eligibility.order_no })}
          </Link>
        )}
      </div>
    );
  }
  const serviceType = eligibility.service_types.find((type) => type.code === chosen)?.code;
  if (serviceType) {
    return (
      <Suspense fallback={<Skeleton label={common('loading')} lines={8} />}>
        <RequestForm orderId={eligibility.order_id} serviceType={serviceType} maxAmount={eligibility.max_amount} />
      </Suspense>
    );
  }
  return (
    <nav aria-label={t('type.choose')}>
      <h2>{t('type.choose')}</h2>
      <ul css={choices}>
        {eligibility.service_types.map(({ code }) => (
          <li key={code}>
            <ServiceChoice orderId={eligibility.order_id} code={code} />
          </li>
        ))}
      </ul>
    </nav>
  );
}

function ServiceChoice({ orderId, code }: { orderId: number; code: ServiceTypeCode }) {
  const t = useAfterSalesTexts();
  return (
    <Link css={choice} to={pathTo('afterSalesType', {}, { search: { order_id: orderId, service_type: code } })}>
      <strong>{t(`service.${code}`)}</strong>
      <span>{t(`service.${code}Hint`)}</span>
    </Link>
  );
}

const choices = [bareList, cardGrid({ base: 1, md: 2 }, 4)];

const choice = (theme: Theme) => css`
  ${stack(1)(theme)}
  padding: ${theme.space[4]};
  color: ${theme.color.text};
  text-decoration: none;
  background: ${theme.color.surface};
  border: ${theme.borderWidth.thin} solid ${theme.color.border};
  border-radius: ${theme.radius.md};
  &:hover {
    border-color: ${theme.color.primary};
  }
  & > span {
    color: ${theme.color.textMuted};
  }
`;
