import { useEffect, useState } from 'react';
import { getPaymentStatus } from '@shop/api/calls';
import { useCall } from '@shop/platform';
import { paymentView } from '../lib/payment-view';

/** How often the result page asks while the gateway has not settled the payment. */
export const PAYMENT_POLL_MS = 1500;

/**
 * How long the result page follows a payment still pending before it stops asking and says so. A card or a
 * wallet settles in seconds; a bank transfer can take days, and a spinner that never ends tells the shopper
 * nothing, so past this the page explains and offers ways on (check again, see the order, pay another way).
 */
export const PAYMENT_WAIT_MS = 45_000;

export interface PaymentWatch {
  /** Between two reads while pending; PAYMENT_POLL_MS unless a test says otherwise. */
  pollMs?: number;
  /** How long one round of following lasts; PAYMENT_WAIT_MS unless a test says otherwise. */
  waitMs?: number;
}

/**
 * The order's latest payment, read again every `pollMs` while it is being confirmed, for at most `waitMs`
 * (`waitOver` then says the page stopped following it), and never once it is settled. `checkAgain` reads it at
 * once and follows it for another round.
 */
export function usePaymentStatus(
  orderId: number | null,
  { pollMs = PAYMENT_POLL_MS, waitMs = PAYMENT_WAIT_MS }: PaymentWatch = {},
) {
  const [round, setRound] = useState(0);
  // The round whose time ran out: a new round (check again) or another order starts with time left.
  const [expired, setExpired] = useState<string | null>(null);
  const watch = `${orderId}:${round}`;
  const waitOver = expired === watch;
  useEffect(() => {
    const timer = setTimeout(() => setExpired(watch), waitMs);
    return () => clearTimeout(timer);
  }, [watch, waitMs]);

  const { data, error, mutate } = useCall(getPaymentStatus, orderId === null ? null : { order_id: orderId }, {
    refreshInterval: (latest) =>
      !waitOver && (latest === undefined || paymentView(latest, false) === 'confirming') ? pollMs : 0,
  });
  return {
    payment: data,
    error,
    waitOver,
    retry: () => void mutate(),
    checkAgain: () => {
      setRound((value) => value + 1);
      void mutate();
    },
  };
}
