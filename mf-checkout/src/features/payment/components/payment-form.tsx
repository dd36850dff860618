import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { createPayment, getPaymentStatus, type PaymentMethod } from '@shop/api/calls';
import { cacheWrite, FailureAlert, hasKey, useAction } from '@shop/platform';
import { pathTo } from '@shop/platform/routes';
import { Button, RadioGroup, stickyActions } from '@shop/ui';
import { useCheckoutTexts } from '../../../i18n/texts';
import { newIdempotencyKey } from '../../../lib/idempotency-key';
import { PAYMENT_POLL_MS, PAYMENT_WAIT_MS } from '../hooks/use-payment-status';

export interface PaymentFormProps {
  orderId: number;
  methods: readonly PaymentMethod[];
  /** The server refused the payment for the order's status (paid or canceled meanwhile): read the order again. */
  onOrderChanged: () => void;
  /** Between two tries while an earlier payment is being stopped; PAYMENT_POLL_MS unless a test says otherwise. */
  retryMs?: number;
  /** How long the page keeps trying before it leaves it to the shopper; PAYMENT_WAIT_MS unless a test says so. */
  waitMs?: number;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The payment methods offered for the order and the pay button. One attempt is one payment (decision 041): each
 * method gets one idempotency key for the life of the page, so a double click, a retry after a lost answer or a
 * second try by the same method all name the same payment, and the backend answers each with it. A new visit to
 * the page (pay again after a failure) is a new attempt with new keys.
 *
 * While an earlier payment of the order is still with the gateway, the backend asks the gateway to stop it and
 * refuses (`payment_in_progress`): the page says so and tries again every `retryMs`, for at most `waitMs`, and
 * goes on to the result once the new payment starts. An order that stopped accepting a payment since the page
 * was read (paid in another tab, the earlier payment captured, canceled) is read again, so the page says why it
 * cannot be paid and where to go instead.
 */
export function PaymentForm({
  orderId,
  methods,
  onOrderChanged,
  retryMs = PAYMENT_POLL_MS,
  waitMs = PAYMENT_WAIT_MS,
}: PaymentFormProps) {
  const t = useCheckoutTexts();
  const navigate = useNavigate();
  const [method, setMethod] = useState<PaymentMethod | undefined>(methods[0]);
  const { run, pending: paying, failure } = useAction();
  const [stopping, setStopping] = useState(false);
  const keys = useRef(new Map<PaymentMethod, string>());
  // The tries go on between answers, outside the hook's guard: they end when the page goes.
  const mounted = useRef(false);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const keyFor = (chosen: PaymentMethod): string => {
    const kept = keys.current.get(chosen);
    if (kept) return kept;
    const key = newIdempotencyKey();
    keys.current.set(chosen, key);
    return key;
  };

  const pay = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!method || stopping) return;
    const input = { order_id: orderId, method, idempotency_key: keyFor(method) };
    const giveUpAt = Date.now() + waitMs;
    for (;;) {
      let inProgress = false;
      const created = await run(createPayment, input, {
        // The result page may still hold the last payment (a failed one): it starts from this one.
        update: ({ payment_id, status }) => [
          cacheWrite(getPaymentStatus, { order_id: orderId }, (last) =>
            last ? { ...last, payment_id, status, method } : undefined,
          ),
        ],
        onFailure: ({ error }) => {
          inProgress = hasKey(error, 'payment_in_progress');
          if (hasKey(error, 'order_state_invalid')) onOrderChanged();
        },
      });
      if (created) {
        navigate(pathTo('paymentResult', { order_id: orderId }));
        return;
      }
      if (!inProgress || Date.now() >= giveUpAt || !mounted.current) break;
      setStopping(true);
      await sleep(retryMs);
      if (!mounted.current) return;
    }
    if (mounted.current) setStopping(false);
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
      {/* While the page tries again, the refusal it keeps getting is not news: one steady notice instead. */}
      {stopping ? <p role="status">{t('payment.stopping')}</p> : <FailureAlert failure={failure} />}
      <div css={stickyActions}>
        <Button type="submit" variant="primary" loading={paying || stopping}>
          {t('payment.pay')}
        </Button>
      </div>
    </form>
  );
}
