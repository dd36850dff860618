import { css, type Theme } from '@emotion/react';
import { getOrderShipping } from '@shop/api/calls';
import { CallState, useCall, useFormat } from '@shop/platform';
import { Button, Dialog, factList } from '@shop/ui';
import { useAccountTexts } from '../../../i18n/texts';

/** The carrier, tracking number, delivery slip and tracking events of a shipped order, read when opened. */
export function ShippingDialog({ orderId, onClose }: { orderId: number; onClose: () => void }) {
  const t = useAccountTexts();
  const format = useFormat();
  const { data, error, mutate } = useCall(getOrderShipping, { order_id: orderId });
  return (
    <Dialog
      open
      title={t('shipping.title')}
      onClose={onClose}
      closeLabel={t('shipping.close')}
      footer={<Button onClick={onClose}>{t('shipping.close')}</Button>}
    >
      <CallState data={data} error={error} retry={() => void mutate()} lines={4}>
        {(shipping) => (
          <>
            <dl css={factList}>
              <dt>{t('shipping.company')}</dt>
              <dd>{shipping.company}</dd>
              <dt>{t('shipping.tracking')}</dt>
              <dd>{shipping.tracking_number}</dd>
              <dt>{t('shipping.slip')}</dt>
              <dd>
                {shipping.delivery_slip_url ? (
                  <a href={shipping.delivery_slip_url} target="_blank" rel="noopener noreferrer" download>
                    {t('shipping.openSlip')}
                  </a>
                ) : (
                  t('shipping.noSlip')
                )}
              </dd>
            </dl>
            <h3 css={subheading}>{t('shipping.events')}</h3>
            {shipping.events.length === 0 ? (
              <p>{t('shipping.noEvents')}</p>
            ) : (
              <ol css={events}>
                {shipping.events.map((event) => (
                  <li key={`${event.at}-${event.description}`}>
                    <time dateTime={event.at}>{format.dateTime(event.at)}</time>
                    <span>{event.description}</span>
                    <span css={muted}>{event.location}</span>
                  </li>
                ))}
              </ol>
            )}
          </>
        )}
      </CallState>
    </Dialog>
  );
}

const subheading = (theme: Theme) => css`
  margin: ${theme.space[4]} 0 ${theme.space[2]};
  font-size: ${theme.fontSize.md};
`;

const events = (theme: Theme) => css`
  margin: 0;
  padding-left: ${theme.space[5]};
  & li {
    display: flex;
    flex-direction: column;
    margin-bottom: ${theme.space[2]};
  }
`;

const muted = (theme: Theme) => css`
  color: ${theme.color.textMuted};
  font-size: ${theme.fontSize.sm};
`;
