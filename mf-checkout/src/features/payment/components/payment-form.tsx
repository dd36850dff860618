import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { createPayment, getPaymentStatus, type PaymentMethod } from '@shop/api/calls';
import { cacheWrite, FailureAlert, hasKey, useAction } from '@shop/platform';
import { pathTo } from '@shop/platform/routes';
import { Button, RadioGroup, stickyActions } from '@shop/ui';
import { useCheckoutTexts } from '../../../i18n/texts';

export interface PaymentFormProps {
  orderId: number;
  methods: readonly PaymentMethod[];
  /** The server refused the payment for the order's status (paid or canceled meanwhile): read the order again. */
  onOrderChanged: () => void;
}

/**
 * The payment methods offered for the order and the pay button. An order that stopped accepting a payment
 * since the page was read (paid in another tab, canceled) is read again, so the page says why it cannot be paid
 * and where to go instead.
 */
export function PaymentForm({ orderId, methods, onOrderChanged }: PaymentFormProps) {
  const t = useCheckoutTexts();
  const navigate = useNavigate();
  const [method, setMethod] = useState<PaymentMethod | undefined>(methods[0]);
  const { run, pending: paying, failure } = useAction();

  const pay = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!method) return;
    const created = await run(
      createPayment,
      { order_id: orderId, method },
      {
        // The result page may still hold the last payment (a failed one): it starts from this one, pending.
        update: ({ payment_id }) => [
          cacheWrite(getPaymentStatus, { order_id: orderId }, (last) =>
            last ? { ...last, payment_id, status: 'pending' as const, method } : undefined,
          ),
        ],
        onFailure: ({ error }) => {
          if (hasKey(error, 'order_state_invalid')) onOrderChanged();
        },
      },
    );
    if (created) navigate(pathTo('paymentResult', { order_id: orderId }));
  };

  return (
    <form onSubmit={(event) => void pay(event)}>
      <RadioGroup
        legend={t('payment.methods')}
        name="payment_method"
        value={method ?? null}
        onValueChange={(value) => setMethod(methods.find((candidate) => candidate === value))}
        options={methods.map((code) => ({ value: code, label: t(`payment.method.${code}`) }))}
      />
      <FailureAlert failure={failure} />
      <div css={stickyActions}>
        <Button type="submit" variant="primary" loading={paying}>
          {t('payment.pay')}
        </Button>
      </div>
    </form>
  );
}
