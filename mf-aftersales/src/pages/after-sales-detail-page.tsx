import { Link } from 'react-router-dom';
import { getAfterSaleDetail } from '@shop/api/calls';
import { CallState, PageHead, useArrivalFocus, useCall, useRouteId } from '@shop/platform';
import { pathTo } from '@shop/platform/routes';
import { card, pageTitle, tapTarget } from '@shop/ui';
import { HistoryList } from '../features/request-detail/components/history-list';
import { MessageBox } from '../features/request-detail/components/message-box';
import { OutcomePanel } from '../features/request-detail/components/outcome-panel';
import { ProgressSteps } from '../features/request-detail/components/progress-steps';
import { RequestFacts } from '../features/request-detail/components/request-facts';
import { useAfterSalesTexts } from '../i18n/texts';

/**
 * `/pc/my/orders/afterSale/{id}`: one request — its progress, outcome (refund successful, or the rejection and its
 * reason), what was asked, the negotiation history with the proof, and a message box while it is open.
 */
export default function AfterSalesDetailPage() {
  const heading = useArrivalFocus();
  const t = useAfterSalesTexts();
  const id = useRouteId('id');
  const { data, error, mutate } = useCall(getAfterSaleDetail, id === null ? null : { id });
  return (
    <>
      <PageHead
        title={data ? t('detail.headTitle', { orderNo: data.order_no }) : t('detail.title')}
        noindex
        readError={error}
      />
      <h1 css={pageTitle} {...heading}>
        {t('detail.title')}
      </h1>
      <CallState data={data} error={error} retry={() => void mutate()}>
        {(request) => {
          const open = request.status === 'submitted' || request.status === 'processing';
          return (
            <>
              <p>
                <Link to={pathTo('orderDetail', { order_id: request.order_id })} css={tapTarget}>
                  {t('detail.order', { orderNo: request.order_no })}
                </Link>
              </p>
              <ProgressSteps status={request.status} />
              <OutcomePanel request={request} />
              <section css={card} aria-labelledby="after-sale-facts">
                <h2 id="after-sale-facts">{t('detail.facts')}</h2>
                <RequestFacts request={request} />
              </section>
              <section css={card} aria-labelledby="after-sale-history">
                <h2 id="after-sale-history">{t('detail.history')}</h2>
                <HistoryList request={request} />
                {open ? <MessageBox request={request} /> : <p>{t('message.closed')}</p>}
              </section>
              <Link to={pathTo('afterSales')}>{t('detail.backToList')}</Link>
            </>
          );
        }}
      </CallState>
    </>
  );
}
