import { getOrderDetail } from '@shop/api/calls';
import { useCall } from '@shop/platform';
import { card } from '@shop/ui';
import { useAfterSalesTexts } from '../../../i18n/texts';
import type { AfterSale } from '../types';

/**
 * Why a request was rejected: the seller's reason, or, when the shipment of a refund-only request could not be
 * intercepted, plainly that the buyer should contact the seller, with the seller's contact (the order's warehouse).
 */
export function RejectionView({ request }: { request: AfterSale }) {
  const t = useAfterSalesTexts();
  const intercept = request.rejection_reason_key === 'intercept_failed';
  return (
    <section css={card} aria-labelledby="after-sale-rejected">
      <h2 id="after-sale-rejected">{t('detail.rejected')}</h2>
      {intercept ? (
        <>
          <p>{t('detail.interceptFailed')}</p>
          <SellerContact orderId={request.order_id} />
        </>
      ) : (
        <>
          <p>{t('detail.rejectedBySeller')}</p>
          {request.rejection_note ? <p>{t('detail.sellerNote', { note: request.rejection_note })}</p> : null}
        </>
      )}
    </section>
  );
}

function SellerContact({ orderId }: { orderId: number }) {
  const t = useAfterSalesTexts();
  const { data } = useCall(getOrderDetail, { order_id: orderId });
  if (!data) return null;
  const { contact_person: person, phone, name: warehouse } = data.warehouse;
  return (
    <p>
      <strong>{t('detail.sellerContact')}:</strong> {t('detail.sellerContactLine', { person, phone, warehouse })}
    </p>
  );
}
