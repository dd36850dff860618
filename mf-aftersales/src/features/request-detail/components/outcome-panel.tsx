import { useFormat } from '@shop/platform';
import { card } from '@shop/ui';
import { useAfterSalesTexts } from '../../../i18n/texts';
import type { AfterSale } from '../types';
import { RejectionView } from './rejection-view';

/** Where the request stands, in a sentence: the seller handling it (with an offer), refund successful, or rejected. */
export function OutcomePanel({ request }: { request: AfterSale }) {
  if (request.status === 'rejected') return <RejectionView request={request} />;
  if (request.status === 'refunded') return <AfterSalesCompletion request={request} />;
  return <SellerHandling request={request} />;
}

/** A finished refund: the amount, when it was completed and when it reaches the buyer's payment method. */
export function AfterSalesCompletion({ request }: { request: AfterSale }) {
  const t = useAfterSalesTexts();
  const { money, dateTime } = useFormat();
  return (
    <section css={card} aria-labelledby="after-sale-completed">
      <h2 id="after-sale-completed">{t('completion.done')}</h2>
      <p role="status">{t('detail.refundSuccessful', { amount: money(request.refunded_amount ?? request.amount) })}</p>
      {request.completed_at ? (
        <p>
          {t('detail.completedAt')}: <time dateTime={request.completed_at}>{dateTime(request.completed_at)}</time>
        </p>
      ) : null}
      {request.arrival_at ? (
        <p>
          {t('detail.arrivalAt')}: <time dateTime={request.arrival_at}>{dateTime(request.arrival_at)}</time>
        </p>
      ) : null}
    </section>
  );
}

/** An open request: the seller handles it; a counter offer is said with its amount. */
export function SellerHandling({ request }: { request: AfterSale }) {
  const t = useAfterSalesTexts();
  const { money } = useFormat();
  return (
    <section css={card} aria-labelledby="after-sale-handling">
      <h2 id="after-sale-handling">{t(`status.${request.status}`)}</h2>
      <p>
        {request.offer_amount !== null
          ? t('seller.offer', { amount: money(request.offer_amount) })
          : t('seller.handling')}
      </p>
    </section>
  );
}
